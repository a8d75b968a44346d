import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import type { WebhookOut } from "@/lib/schemas/webhooks";
import { toWebhookOut } from "./webhook-out";

/** The group's webhooks, oldest first, secrets masked. */
export async function listWebhooks(ctx: TenantContext): Promise<WebhookOut[]> {
  const rows = await db().webhook.findMany({
    where: { groupId: ctx.groupId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map((row) => toWebhookOut(row, ctx));
}
