import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import type { WebhookDeliveryPageOut, WebhookDeliveryQuery } from "@/lib/schemas/webhooks";
import { toDeliveryOut } from "./delivery-out";
import { findWebhook } from "./find-webhook";

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;

/** A page of the webhook's delivery log, newest first. */
export async function listDeliveries(
  ctx: TenantContext,
  webhookId: string,
  query: WebhookDeliveryQuery,
): Promise<WebhookDeliveryPageOut> {
  await findWebhook(ctx, webhookId);
  const page = Math.max(query.page ?? 1, 1);
  const pageSize = Math.min(Math.max(query.pageSize ?? DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
  const where = { webhookId };
  const [rows, total] = await Promise.all([
    db().webhookDelivery.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db().webhookDelivery.count({ where }),
  ]);
  return { page, pageSize, total, items: rows.map(toDeliveryOut) };
}
