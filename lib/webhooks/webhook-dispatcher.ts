import { config } from "@/lib/config/env";
import { log } from "@/lib/log";
import { claimDueDeliveries, type ClaimedDelivery } from "./claim-deliveries";
import { enqueueDeliveries } from "./enqueue-deliveries";
import { pruneOldDeliveries } from "./prune-deliveries";
import { sendDelivery } from "./send-delivery";

/** Deliveries one server sends at the same time, all groups together. */
export const WORKERS = 16;

let started = false;
/** Deliveries this server is sending now. */
let sending = 0;

function send(delivery: ClaimedDelivery) {
  sending++;
  void sendDelivery(delivery)
    .catch((error: unknown) =>
      log.error("webhook delivery could not be recorded", { deliveryId: delivery.id, error }),
    )
    .finally(() => {
      sending--;
    });
}

/**
 * One poll: queue new events, claim due deliveries into the free sending slots (fairly between
 * groups, see claimDueDeliveries) and start them, prune the old log. A poll does not wait for the
 * sends it started: a slow endpoint holds its own slot (at most the send timeout), never the next
 * poll, so other groups' deliveries keep going out.
 */
export async function dispatchWebhooks(): Promise<void> {
  await enqueueDeliveries();
  const claimed = await claimDueDeliveries({
    slots: WORKERS - sending,
    perGroup: config().webhookGroupConcurrency,
  });
  for (const delivery of claimed) send(delivery);
  await pruneOldDeliveries();
}

/**
 * Polls every CAIRN_WEBHOOK_POLL_MS in this server process. Every server of a deployment runs one;
 * the conditional updates on the cursor and on each delivery keep every event to one delivery.
 */
export function startWebhookDispatcher(): void {
  if (started) return;
  started = true;
  const { webhookPollMs } = config();
  const tick = async () => {
    try {
      await dispatchWebhooks();
    } catch (error) {
      log.error("webhook dispatch failed", { error });
    } finally {
      setTimeout(() => void tick(), webhookPollMs).unref();
    }
  };
  setTimeout(() => void tick(), 0).unref();
}
