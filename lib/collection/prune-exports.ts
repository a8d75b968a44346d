import { config } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { log } from "@/lib/log";
import { fileStorage } from "@/lib/storage/storage";

/**
 * Keeps a group's newest CAIRN_EXPORTS_KEPT finished backups (completed or failed) and removes the
 * older ones with their zips, so repeated backups do not pile up on disk. Runs when an export
 * finishes. A zip that cannot be removed is logged: its row is gone either way.
 */
export async function pruneOldExports(groupId: string): Promise<void> {
  const finished = await db().collectionExport.findMany({
    where: { groupId, kind: "export", status: { in: ["completed", "failed"] } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, storageKey: true },
  });
  const old = finished.slice(config().exportsKept);
  if (old.length === 0) return;
  await db().collectionExport.deleteMany({ where: { id: { in: old.map((job) => job.id) }, groupId } });
  for (const job of old) {
    if (!job.storageKey) continue;
    try {
      await fileStorage().delete(job.storageKey);
    } catch (error) {
      log.warn("could not remove an old backup's zip", { jobId: job.id, error });
    }
  }
}
