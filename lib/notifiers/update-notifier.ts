import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/domain-error";
import type { NotifierOut, NotifierUpdate } from "@/lib/schemas/notifiers";
import { toNotifierOut } from "./notifier-out";

/** Replaces name and isActive; the URL only when one is given (null keeps it). Someone else's is 404. */
export async function updateNotifier(
  ctx: TenantContext,
  id: string,
  input: NotifierUpdate,
): Promise<NotifierOut> {
  const where = { id, groupId: ctx.groupId, userId: ctx.userId };
  const { count } = await db().notifier.updateMany({
    where,
    data: { name: input.name, isActive: input.isActive, ...(input.url ? { url: input.url } : {}) },
  });
  if (count === 0) throw notFound();
  const row = await db().notifier.findFirst({ where });
  if (!row) throw notFound();
  return toNotifierOut(row);
}
