import type { Tx } from "@/lib/db/client";
import { recordEvents } from "./record-events";

/**
 * Tells every group a user belongs to that their profile or settings changed (HomeBox's
 * `user.mutation`: open pages of theirs refetch the user). Runs in the change's transaction.
 */
export async function recordUserEvent(tx: Tx, userId: string): Promise<void> {
  const memberships = await tx.groupMembership.findMany({ where: { userId }, select: { groupId: true } });
  for (const { groupId } of memberships) {
    await recordEvents(tx, { groupId, userId }, [{ type: "user.updated" }]);
  }
}
