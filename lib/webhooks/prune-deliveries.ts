import { config } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { dueAtMostEvery } from "@/lib/process/due-at-most-every";

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes delivery log rows older than CAIRN_WEBHOOK_DELIVERY_RETENTION_DAYS that are no longer
 * pending; at most once an hour per process.
 */
export async function pruneOldDeliveries(now = Date.now()): Promise<void> {
  if (!dueAtMostEvery("prune webhook deliveries", PRUNE_EVERY_MS, now)) return;
  const cutoff = new Date(now - config().webhookDeliveryRetentionMs);
  await db().webhookDelivery.deleteMany({ where: { createdAt: { lt: cutoff }, status: { not: "pending" } } });
}
