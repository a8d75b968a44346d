import type { TenantContext } from "@/lib/auth/principal";
import type { WebhookOut } from "@/lib/schemas/webhooks";
import { findWebhook } from "./find-webhook";
import { toWebhookOut } from "./webhook-out";

export async function getWebhook(ctx: TenantContext, id: string): Promise<WebhookOut> {
  return toWebhookOut(await findWebhook(ctx, id), ctx);
}
