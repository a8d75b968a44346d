import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import type { GroupNotifierOut } from "@/lib/schemas/notifiers";
import { maskNotifierUrl } from "./mask-notifier-url";
import { toNotifierOut } from "./notifier-out";

/**
 * Every notifier of the group, whoever made it, for its owners: they decide where the group's
 * reminders go, so they see each destination (masked: the URL's secrets stay its maker's) and can
 * delete it. Oldest first.
 */
export async function listGroupNotifiers(ctx: TenantContext): Promise<GroupNotifierOut[]> {
  const rows = await db().notifier.findMany({
    where: { groupId: ctx.groupId },
    include: { user: { select: { name: true } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map((row) => ({
    ...toNotifierOut(row),
    userName: row.user.name,
    url: maskNotifierUrl(row.url),
  }));
}
