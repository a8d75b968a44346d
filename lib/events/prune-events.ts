import { config } from "@/lib/config/env";
import { db } from "@/lib/db/client";

/** How long events are kept: a client away longer reloads rather than resumes. */
export const EVENT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

const holder = globalThis as typeof globalThis & { __cairnEventsPrunedAt?: number };

/**
 * Deletes events older than the retention; at most once an hour per process. Events about one
 * entity are also its activity history (lib/history), so they stay for CAIRN_HISTORY_RETENTION_DAYS
 * (never less than the replay window).
 */
export async function pruneOldEvents(now = Date.now()): Promise<void> {
  if (holder.__cairnEventsPrunedAt !== undefined && now - holder.__cairnEventsPrunedAt < PRUNE_EVERY_MS)
    return;
  holder.__cairnEventsPrunedAt = now;
  const historyRetentionMs = Math.max(EVENT_RETENTION_MS, config().historyRetentionMs);
  await db().changeEvent.deleteMany({
    where: { at: { lt: new Date(now - EVENT_RETENTION_MS) }, entityId: null },
  });
  await db().changeEvent.deleteMany({ where: { at: { lt: new Date(now - historyRetentionMs) } } });
}
