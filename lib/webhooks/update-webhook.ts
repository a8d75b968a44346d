import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { latestEventSeq } from "@/lib/events/read-events";
import { notFound } from "@/lib/http/errors";
import type { WebhookOut, WebhookUpdate } from "@/lib/schemas/webhooks";
import { checkWebhookUrl } from "./check-webhook-url";
import { findWebhook } from "./find-webhook";
import { toWebhookOut } from "./webhook-out";

/**
 * Changes the given fields; left-out ones keep their values. A webhook switched back on starts
 * from the events committed from then on (what happened while it was off is not sent).
 */
export async function updateWebhook(ctx: TenantContext, id: string, input: WebhookUpdate): Promise<WebhookOut> {
  const current = await findWebhook(ctx, id);
  if (input.url !== undefined) await checkWebhookUrl(input.url);
  const reactivated = input.active === true && !current.active;
  const { count } = await db().webhook.updateMany({
    where: { id, groupId: ctx.groupId },
    data: {
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.events !== undefined ? { eventTypes: JSON.stringify(input.events) } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
      ...(reactivated ? { cursor: await latestEventSeq(ctx.groupId) } : {}),
    },
  });
  if (count === 0) throw notFound();
  return toWebhookOut(await findWebhook(ctx, id));
}
