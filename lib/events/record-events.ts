import type { Tx } from "@/lib/db/client";
import type { FieldChange } from "@/lib/schemas/history";
import type { ChangeType } from "./event-types";
import { holdTransactionLock } from "@/lib/db/transaction-lock";

/** Who made a change, in which group. A TenantContext fits. */
export type EventContext = { groupId: string; userId: string | null };

/**
 * One change: what kind (see CHANGE_TYPES) and, when it concerns one, which entity. `changes`, for
 * the entity's activity history (lib/history), lists the fields that changed with before and after.
 */
export type ChangeInput = {
  type: ChangeType;
  entityId?: string | null;
  changes?: readonly FieldChange[];
};

/**
 * Writes the changes to the outbox inside the caller's transaction, so a change and its event
 * commit (or roll back) together. On PostgreSQL a per-group advisory lock, held to the commit, makes
 * a group's sequence numbers become visible in order: a reader asking "after N" never skips an
 * event that committed late with a smaller number. SQLite runs one write transaction at a time.
 */
export async function recordEvents(tx: Tx, ctx: EventContext, events: readonly ChangeInput[]): Promise<void> {
  if (events.length === 0) return;
  await holdTransactionLock(tx, "change-events:" + ctx.groupId);
  await tx.changeEvent.createMany({
    data: events.map((event) => ({
      groupId: ctx.groupId,
      type: event.type,
      entityId: event.entityId ?? null,
      actorId: ctx.userId,
      changes: event.changes ? JSON.stringify(event.changes) : null,
    })),
  });
}
