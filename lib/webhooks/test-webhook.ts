import { randomUUID } from "node:crypto";
import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { missingReferenceIsNotFound } from "@/lib/db/errors";
import type { WebhookDeliveryOut } from "@/lib/schemas/webhooks";
import { LEASE_MS } from "./claim-deliveries";
import { toDeliveryOut } from "./delivery-out";
import type { WebhookPayload } from "./event-payload";
import { findWebhook } from "./find-webhook";
import { sendDelivery } from "./send-delivery";

/**
 * Sends a "webhook.test" event to the webhook now (active or not, whatever its filter) and answers
 * with the logged result: one attempt, not retried.
 */
export async function testWebhook(ctx: TenantContext, id: string): Promise<WebhookDeliveryOut> {
  const webhook = await findWebhook(ctx, id);
  const payload: WebhookPayload = {
    id: `test-${randomUUID()}`,
    type: "webhook.test",
    groupId: ctx.groupId,
    entityId: null,
    at: new Date().toISOString(),
    actor: ctx.userId,
  };
  const leaseId = randomUUID();
  const row = await missingReferenceIsNotFound(() =>
    db().webhookDelivery.create({
      data: {
        webhookId: webhook.id,
        eventType: payload.type,
        payload: JSON.stringify(payload),
        leaseId,
        leaseUntil: new Date(Date.now() + LEASE_MS),
      },
    }),
  );
  await sendDelivery(
    {
      id: row.id,
      leaseId,
      attempts: 0,
      eventType: row.eventType,
      payload: row.payload,
      groupId: ctx.groupId,
      webhook: { id: webhook.id, url: webhook.url, secret: webhook.secret },
    },
    { retry: false },
  );
  const done = await db().webhookDelivery.findFirst({ where: { id: row.id } });
  return toDeliveryOut(done ?? row);
}
