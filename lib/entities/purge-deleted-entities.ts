import { releaseFiles } from "@/lib/attachments/release-files";
import { db, type Tx } from "@/lib/db/client";
import { log } from "@/lib/log";
import { parseSnapshot, snapshotFiles } from "./deleted-entity-snapshot";

/**
 * How long a deleted entity can be put back. The web app offers Undo for about 10 s; the rest is
 * slack for a bulk undo of many entities on a slow connection.
 */
export const UNDO_DELETE_WINDOW_MS = 60_000;

/** Expired rows handled per pass; a pass is run after every delete, so a backlog drains quickly. */
const PURGE_BATCH = 100;

/**
 * Forgets deletes that can no longer be undone and removes their stored files (unless another
 * record or pending delete still uses them). Each row is claimed by deleting it, so two servers
 * purging at once never release a file twice. A failure is logged: the next pass retries.
 */
export async function purgeExpiredDeletes(now = new Date()): Promise<number> {
  try {
    const expired = await db().deletedEntity.findMany({
      where: { expiresAt: { lte: now } },
      take: PURGE_BATCH,
    });
    let purged = 0;
    for (const row of expired) {
      const { count } = await db().deletedEntity.deleteMany({
        where: { entityId: row.entityId, expiresAt: { lte: now } },
      });
      if (count === 0) continue;
      await releaseFiles(row.groupId, snapshotFiles(parseSnapshot(row.snapshot)));
      purged++;
    }
    return purged;
  } catch (error) {
    log.warn("could not purge expired deletes", { error });
    return 0;
  }
}

/**
 * Forgets every pending delete of the group inside the caller's transaction (a wipe or a restore
 * replaces what an undo would put back). Returns their files for releaseFiles after the commit.
 */
export async function dropPendingDeletes(
  tx: Tx,
  groupId: string,
): Promise<Array<{ path: string; mimeType: string }>> {
  const rows = await tx.deletedEntity.findMany({ where: { groupId }, select: { snapshot: true } });
  await tx.deletedEntity.deleteMany({ where: { groupId } });
  return rows.flatMap((row) => snapshotFiles(parseSnapshot(row.snapshot)));
}

const holder = globalThis as typeof globalThis & { __cairnPurgeTimer?: NodeJS.Timeout };

/**
 * Runs a purge once the window of a delete made now has passed, so the files of the last deletes
 * go even when nothing else is deleted after them. One timer per process at a time.
 */
export function schedulePurge(): void {
  if (holder.__cairnPurgeTimer) return;
  holder.__cairnPurgeTimer = setTimeout(() => {
    holder.__cairnPurgeTimer = undefined;
    void purgeExpiredDeletes()
      .then(() => db().deletedEntity.count())
      .then((pending) => {
        if (pending > 0) schedulePurge();
      })
      .catch((error: unknown) => log.warn("could not purge expired deletes", { error }));
  }, UNDO_DELETE_WINDOW_MS + 1_000);
  holder.__cairnPurgeTimer.unref();
}
