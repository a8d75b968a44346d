import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";

export async function deleteNotifier(ctx: TenantContext, id: string): Promise<void> {
  const { count } = await db().notifier.deleteMany({
    where: { id, groupId: ctx.groupId, userId: ctx.userId },
  });
  if (count === 0) throw notFound();
}
