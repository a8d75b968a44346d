import { config } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { dueAtMostEvery } from "@/lib/process/due-at-most-every";

/** How long events are kept: a client away longer reloads rather than resumes. */
export const EVENT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes events older than the retention; at most once an hour per process. Events about one
 * entity are also its activity history (lib/history), so they stay for CAIRN_HISTORY_RETENTION_DAYS
 * (never less than the replay window).
 */
export async function pruneOldEvents(now = Date.now()): Promise<void> {
  if (!dueAtMostEvery("prune change events", PRUNE_EVERY_MS, now)) return;
  const historyRetentionMs = Math.max(EVENT_RETENTION_MS, config().historyRetentionMs);
  await db().changeEvent.deleteMany({
    where: { at: { lt: new Date(now - EVENT_RETENTION_MS) }, entityId: null },
  });
  await db().changeEvent.deleteMany({ where: { at: { lt: new Date(now - historyRetentionMs) } } });
}
