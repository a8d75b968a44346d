import { db } from "@/lib/db/client";
import { payloadOfEvent } from "./event-payload";
import { eventTypesOf } from "./webhook-out";

const PAGE = 200;

/**
 * Turns the outbox events after each active webhook's cursor into delivery rows (those its filter
 * wants) and moves the cursor past them, in one transaction. The cursor moves only if it still
 * holds the value read (a conditional update), so when several servers poll at once exactly one of
 * them queues each event; the unique dedupe key backs that up. Returns how many rows were queued.
 */
export async function enqueueDeliveries(): Promise<number> {
  const webhooks = await db().webhook.findMany({
    where: { active: true },
    select: { id: true, groupId: true, cursor: true, eventTypes: true },
  });
  let queued = 0;
  for (const webhook of webhooks) {
    const events = await db().changeEvent.findMany({
      where: { groupId: webhook.groupId, seq: { gt: webhook.cursor } },
      orderBy: { seq: "asc" },
      take: PAGE,
    });
    if (events.length === 0) continue;
    const wanted = new Set(eventTypesOf(webhook));
    const matching = events.filter((event) => wanted.size === 0 || wanted.has(event.type));
    const last = events[events.length - 1]!.seq;
    queued += await db().$transaction(async (tx) => {
      // Raw, so the webhook's updatedAt keeps meaning "edited by a person".
      const moved =
        await tx.$executeRaw`UPDATE "Webhook" SET "cursor" = ${last} WHERE "id" = ${webhook.id} AND "cursor" = ${webhook.cursor} AND "active" = true`;
      if (moved !== 1 || matching.length === 0) return 0;
      await tx.webhookDelivery.createMany({
        data: matching.map((event) => ({
          webhookId: webhook.id,
          eventSeq: event.seq,
          eventType: event.type,
          payload: payloadOfEvent(event),
          dedupeKey: `${webhook.id}:${event.seq}`,
        })),
      });
      return matching.length;
    });
  }
  return queued;
}
