import type { TenantContext } from "@/lib/auth/principal";
import { config } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { lockGroupForBulkWrite } from "@/lib/db/lock-group-for-bulk-write";
import { latestEventSeq } from "@/lib/events/read-events";
import { DomainError } from "@/lib/errors/domain-error";
import type { WebhookCreate, WebhookOut } from "@/lib/schemas/webhooks";
import { checkWebhookUrl } from "./check-webhook-url";
import { toWebhookOut } from "./webhook-out";
import { generateWebhookSecret } from "./webhook-secret";

/**
 * Registers a webhook in the caller's group. It is sent the events committed from now on; the
 * answer is the only one (with rotate-secret's) that shows the generated secret in full. A group
 * has at most CAIRN_WEBHOOKS_PER_GROUP webhooks (422 beyond): each event is sent to every one, so
 * their number is what one group's changes cost the dispatcher every server shares.
 */
export async function createWebhook(ctx: TenantContext, input: WebhookCreate): Promise<WebhookOut> {
  await checkWebhookUrl(input.url);
  const limit = config().webhooksPerGroup;
  const cursor = await latestEventSeq(ctx);
  const row = await db().$transaction(async (tx) => {
    // Two creates at once must not both pass the count (PostgreSQL; SQLite writes one at a time).
    await lockGroupForBulkWrite(tx, ctx.groupId);
    if ((await tx.webhook.count({ where: { groupId: ctx.groupId } })) >= limit) {
      throw new DomainError(
        "validation",
        `a group can have at most ${limit} webhooks; delete one first (CAIRN_WEBHOOKS_PER_GROUP)`,
      );
    }
    return tx.webhook.create({
      data: {
        groupId: ctx.groupId,
        url: input.url,
        description: input.description,
        eventTypes: JSON.stringify(input.events),
        active: input.active,
        secret: generateWebhookSecret(),
        cursor,
      },
    });
  });
  return toWebhookOut(row, ctx, { revealSecret: true });
}
