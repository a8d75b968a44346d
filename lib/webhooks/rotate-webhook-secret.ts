import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/domain-error";
import type { WebhookOut } from "@/lib/schemas/webhooks";
import { findWebhook } from "./find-webhook";
import { toWebhookOut } from "./webhook-out";
import { generateWebhookSecret } from "./webhook-secret";

/** Replaces the signing secret; the answer shows the new one in full. Later deliveries use it. */
export async function rotateWebhookSecret(ctx: TenantContext, id: string): Promise<WebhookOut> {
  const { count } = await db().webhook.updateMany({
    where: { id, groupId: ctx.groupId },
    data: { secret: generateWebhookSecret() },
  });
  if (count === 0) throw notFound();
  return toWebhookOut(await findWebhook(ctx, id), ctx, { revealSecret: true });
}
