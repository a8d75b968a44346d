import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/domain-error";

/** Deletes the webhook and its delivery log. */
export async function deleteWebhook(ctx: TenantContext, id: string): Promise<void> {
  const { count } = await db().webhook.deleteMany({ where: { id, groupId: ctx.groupId } });
  if (count === 0) throw notFound();
}
