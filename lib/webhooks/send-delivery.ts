import { config } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { log } from "@/lib/log";
import { safeFetch } from "@/lib/http-out/safe-fetch";
import type { ClaimedDelivery } from "./claim-deliveries";
import { retryDelayMs } from "./retry-delay";
import { signatureHeader } from "./sign-payload";

const TIMEOUT_MS = 10_000;
const MAX_ERROR_LENGTH = 300;

export type DeliveryOutcome = "delivered" | "retry" | "failed";

/** The request headers of one attempt, signed now. */
export function deliveryHeaders(delivery: ClaimedDelivery, nowMs: number): Record<string, string> {
  return {
    "Content-Type": "application/json",
    "User-Agent": "Cairn-Webhooks",
    "X-Cairn-Event": delivery.eventType,
    "X-Cairn-Delivery": delivery.id,
    "X-Cairn-Signature": signatureHeader(delivery.webhook.secret, delivery.payload, nowMs / 1000),
  };
}

/**
 * Makes one attempt at a delivery this server has claimed, through the outgoing-request guard
 * (NOTIFIER_ALLOW_PRIVATE / NOTIFIER_ALLOW_HOSTS apply; redirects are not followed), and records
 * it: a 2xx answer is delivered; anything else (a redirect too) is retried after a growing delay
 * until CAIRN_WEBHOOK_MAX_ATTEMPTS, then failed.
 * A 410 Gone fails the delivery at once and switches the webhook off. `retry: false` (test events)
 * makes a single attempt. The error kept names the host only, never the URL (it may hold secrets).
 */
export async function sendDelivery(
  delivery: ClaimedDelivery,
  options: { retry?: boolean } = {},
): Promise<DeliveryOutcome> {
  const { webhookRetryBaseMs, webhookMaxAttempts } = config();
  const started = Date.now();
  let httpStatus: number | null = null;
  let error: string | null = null;
  try {
    const answer = await safeFetch(
      delivery.webhook.url,
      { method: "POST", headers: deliveryHeaders(delivery, started), body: delivery.payload },
      { timeoutMs: TIMEOUT_MS, maxBytes: 4096, followRedirects: false },
    );
    httpStatus = answer.status;
    if (answer.status < 200 || answer.status > 299) error = `the receiver answered ${answer.status}`;
  } catch (caught) {
    error = (caught instanceof Error ? caught.message : String(caught)).slice(0, MAX_ERROR_LENGTH);
  }
  const finished = Date.now();
  const attempts = delivery.attempts + 1;
  const gone = httpStatus === 410;
  const outcome: DeliveryOutcome =
    error === null
      ? "delivered"
      : gone || options.retry === false || attempts >= webhookMaxAttempts
        ? "failed"
        : "retry";
  // A test event answered 410 says nothing about the real deliveries: only those switch it off.
  const switchOff = gone && options.retry !== false;
  await db().$transaction([
    db().webhookDelivery.updateMany({
      where: { id: delivery.id, leaseId: delivery.leaseId },
      data: {
        attempts,
        status: outcome === "retry" ? "pending" : outcome,
        lastStatus: httpStatus,
        lastError: error,
        responseMs: finished - started,
        leaseId: null,
        leaseUntil: null,
        ...(outcome === "delivered" ? { deliveredAt: new Date(finished) } : {}),
        ...(outcome === "retry"
          ? { nextAttemptAt: new Date(finished + retryDelayMs(attempts, webhookRetryBaseMs)) }
          : {}),
      },
    }),
    ...(switchOff
      ? [db().webhook.updateMany({ where: { id: delivery.webhook.id }, data: { active: false } })]
      : []),
  ]);
  if (switchOff) {
    log.warn("webhook switched off: its receiver answered 410 Gone", { webhookId: delivery.webhook.id });
  }
  if (outcome !== "delivered") {
    log.info("webhook delivery attempt failed", {
      webhookId: delivery.webhook.id,
      deliveryId: delivery.id,
      attempts,
      outcome,
      reason: error,
    });
  }
  return outcome;
}
