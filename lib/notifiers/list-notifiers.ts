import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import type { NotifierOut } from "@/lib/schemas/notifiers";
import { toNotifierOut } from "./notifier-out";

/** The caller's notifiers in the current group (HomeBox lists a user's own), oldest first. */
export async function listNotifiers(ctx: TenantContext): Promise<NotifierOut[]> {
  const rows = await db().notifier.findMany({
    where: { groupId: ctx.groupId, userId: ctx.userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map(toNotifierOut);
}
