import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { latestEventSeq } from "@/lib/events/read-events";
import type { WebhookCreate, WebhookOut } from "@/lib/schemas/webhooks";
import { checkWebhookUrl } from "./check-webhook-url";
import { toWebhookOut } from "./webhook-out";
import { generateWebhookSecret } from "./webhook-secret";

/**
 * Registers a webhook in the caller's group. It is sent the events committed from now on; the
 * answer is the only one (with rotate-secret's) that shows the generated secret in full.
 */
export async function createWebhook(ctx: TenantContext, input: WebhookCreate): Promise<WebhookOut> {
  await checkWebhookUrl(input.url);
  const row = await db().webhook.create({
    data: {
      groupId: ctx.groupId,
      url: input.url,
      description: input.description,
      eventTypes: JSON.stringify(input.events),
      active: input.active,
      secret: generateWebhookSecret(),
      cursor: await latestEventSeq(ctx.groupId),
    },
  });
  return toWebhookOut(row, { revealSecret: true });
}
