import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/domain-error";

/** One's own notifier; an owner may delete any of the group's (another member's is 404 to others). */
export async function deleteNotifier(ctx: TenantContext, id: string): Promise<void> {
  const { count } = await db().notifier.deleteMany({
    where: { id, groupId: ctx.groupId, ...(ctx.role === "owner" ? {} : { userId: ctx.userId }) },
  });
  if (count === 0) throw notFound();
}
