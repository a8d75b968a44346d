import { config } from "@/lib/config/env";
import { db } from "@/lib/db/client";

const PRUNE_EVERY_MS = 60 * 60 * 1000;

const holder = globalThis as typeof globalThis & { __cairnDeliveriesPrunedAt?: number };

/**
 * Deletes delivery log rows older than CAIRN_WEBHOOK_DELIVERY_RETENTION_DAYS that are no longer
 * pending; at most once an hour per process.
 */
export async function pruneOldDeliveries(now = Date.now()): Promise<void> {
  const last = holder.__cairnDeliveriesPrunedAt;
  if (last !== undefined && now - last < PRUNE_EVERY_MS) return;
  holder.__cairnDeliveriesPrunedAt = now;
  const cutoff = new Date(now - config().webhookDeliveryRetentionMs);
  await db().webhookDelivery.deleteMany({ where: { createdAt: { lt: cutoff }, status: { not: "pending" } } });
}
