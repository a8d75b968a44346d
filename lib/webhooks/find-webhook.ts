import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/domain-error";

/** The group's webhook with this id; another group's (or none) is 404. */
export async function findWebhook(ctx: TenantContext, id: string) {
  const row = await db().webhook.findFirst({ where: { id, groupId: ctx.groupId } });
  if (!row) throw notFound();
  return row;
}
