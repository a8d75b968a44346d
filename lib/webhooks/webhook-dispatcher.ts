import { config } from "@/lib/config/env";
import { log } from "@/lib/log";
import { claimDueDeliveries } from "./claim-deliveries";
import { enqueueDeliveries } from "./enqueue-deliveries";
import { pruneOldDeliveries } from "./prune-deliveries";
import { sendDelivery } from "./send-delivery";

let started = false;

/** One poll: queue new events, send what is due (in parallel), prune the old log. */
export async function dispatchWebhooks(): Promise<void> {
  await enqueueDeliveries();
  const claimed = await claimDueDeliveries();
  await Promise.all(
    claimed.map((delivery) =>
      sendDelivery(delivery).catch((error: unknown) =>
        log.error("webhook delivery could not be recorded", { deliveryId: delivery.id, error }),
      ),
    ),
  );
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
