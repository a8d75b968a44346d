import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { missingReferenceIsNotFound } from "@/lib/db/errors";
import { notFound } from "@/lib/errors/domain-error";
import type { WebhookDeliveryOut } from "@/lib/schemas/webhooks";
import { toDeliveryOut } from "./delivery-out";

/**
 * Queues the same body again as a new delivery (its own id, attempts and log row); the dispatcher
 * sends it on its next poll while the webhook is active. The original row is left as it was.
 */
export async function redeliverDelivery(
  ctx: TenantContext,
  webhookId: string,
  deliveryId: string,
): Promise<WebhookDeliveryOut> {
  const original = await db().webhookDelivery.findFirst({
    where: { id: deliveryId, webhookId, webhook: { groupId: ctx.groupId } },
    select: { eventSeq: true, eventType: true, payload: true },
  });
  if (!original) throw notFound();
  const row = await missingReferenceIsNotFound(() =>
    db().webhookDelivery.create({
      data: {
        webhookId,
        eventSeq: original.eventSeq,
        eventType: original.eventType,
        payload: original.payload,
      },
    }),
  );
  return toDeliveryOut(row);
}
