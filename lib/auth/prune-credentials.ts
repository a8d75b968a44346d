import { db } from "@/lib/db/client";
import { dueAtMostEvery } from "@/lib/process/due-at-most-every";

const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** Expired API keys stay listed this long, so their owner sees why a script stopped working. */
export const EXPIRED_API_KEY_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Deletes what can no longer sign anyone in: expired sessions, password reset links and group
 * invitations (and used-up ones), and API keys expired over 30 days ago; at most once an hour per
 * process. Run after a session is issued, where these rows are made.
 */
export async function pruneExpiredCredentials(now = Date.now()): Promise<void> {
  if (!dueAtMostEvery("prune expired credentials", PRUNE_EVERY_MS, now)) return;
  const expired = { lt: new Date(now) };
  await db().authToken.deleteMany({ where: { expiresAt: expired } });
  await db().passwordResetToken.deleteMany({ where: { expiresAt: expired } });
  await db().groupInvitation.deleteMany({ where: { OR: [{ expiresAt: expired }, { uses: { lte: 0 } }] } });
  await db().apiKey.deleteMany({ where: { expiresAt: { lt: new Date(now - EXPIRED_API_KEY_KEPT_MS) } } });
}
