import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/domain-error";
import type { WebhookOut, WebhookUpdate } from "@/lib/schemas/webhooks";
import { checkWebhookUrl } from "./check-webhook-url";
import { findWebhook } from "./find-webhook";
import { toWebhookOut } from "./webhook-out";

/**
 * Changes the given fields; left-out ones keep their values. Switching a webhook off pauses it: on
 * again, it is sent what happened meanwhile, as far as the event outbox (kept a week) still has it.
 */
export async function updateWebhook(
  ctx: TenantContext,
  id: string,
  input: WebhookUpdate,
): Promise<WebhookOut> {
  await findWebhook(ctx, id);
  if (input.url !== undefined) await checkWebhookUrl(input.url);
  const { count } = await db().webhook.updateMany({
    where: { id, groupId: ctx.groupId },
    data: {
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.events !== undefined ? { eventTypes: JSON.stringify(input.events) } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
    },
  });
  if (count === 0) throw notFound();
  return toWebhookOut(await findWebhook(ctx, id), ctx);
}
