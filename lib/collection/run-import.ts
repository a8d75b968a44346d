import { rm } from "node:fs/promises";
import { releaseFiles } from "@/lib/attachments/release-files";
import { isCurrencyCode } from "@/lib/currencies/currencies";
import { db } from "@/lib/db/client";
import { dropPendingDeletes } from "@/lib/entities/purge-deleted-entities";
import { recordEvents } from "@/lib/events/record-events";
import { fileEntry, RECORD_FILES, recordEntry, LATER_RECORD_FILES } from "./archive-format";
import { readRecords } from "./archive-records";
import { ReferenceCheck } from "./check-references";
import { nonSeedContents, notEmptyMessage } from "./group-contents";
import { CollectionJobError } from "./job-error";
import { INTERRUPTED_MESSAGE } from "./mark-interrupted-jobs";
import { ArchiveReader } from "./read-archive";
import { readManifest } from "./read-manifest";
import { restoreRecords } from "./restore-records";
import { storeArchiveFiles } from "./store-archive-files";
import type { JobProgress } from "./track-job";

/** A restore writes everything in one transaction; a big collection may take a while. */
const TRANSACTION_TIMEOUT_MS = 30 * 60_000;

/** Reads the whole archive once without writing: records, references, counts and file entries. */
async function checkArchive(reader: ArchiveReader, progress: JobProgress) {
  const manifest = await readManifest(reader);
  const check = new ReferenceCheck();
  const total = RECORD_FILES.reduce((sum, file) => sum + (manifest.counts[file] ?? 0), 0);
  let done = 0;
  for (const file of RECORD_FILES) {
    if (!reader.has(recordEntry(file)) && !LATER_RECORD_FILES.has(file))
      throw new CollectionJobError(`the archive has no ${recordEntry(file)}`);
    for await (const { line, record } of readRecords(reader, file)) {
      check.add(file, line, record);
      if (++done % 1000 === 0) await progress.report(0, 30, done, total);
    }
  }
  check.assertCounts(manifest.counts);
  for (const sha of check.files) {
    if (!reader.has(fileEntry(sha))) throw new CollectionJobError(`the archive has no ${fileEntry(sha)}`);
  }
  return { manifest, check };
}

/**
 * The restore job. First reads the whole zip without writing (any fault fails the job with nothing
 * written), then stores the files content-addressed in the group, then in one transaction
 * replaces the group's seeded locations, tags and entity types with the archive's records under
 * new ids and marks the job completed. If that transaction fails, the files it stored are removed
 * again. The uploaded zip is deleted in every case.
 */
export async function runImport(
  jobId: string,
  groupId: string,
  zipPath: string,
  progress: JobProgress,
): Promise<void> {
  const stored: string[] = [];
  let pendingFiles: Array<{ path: string; mimeType: string }> = [];
  let reader: ArchiveReader | undefined;
  try {
    reader = await ArchiveReader.open(zipPath);
    const { manifest, check } = await checkArchive(reader, progress);
    const found = await nonSeedContents(groupId);
    if (found.length > 0) throw new CollectionJobError(notEmptyMessage(found));

    let filesDone = 0;
    await storeArchiveFiles(reader, groupId, check.files, stored, () =>
      progress.report(30, 70, ++filesDone, check.files.size),
    );
    await progress.report(70, 70, 1, 1);
    await progress.write();

    const archive = reader;
    await db().$transaction(
      async (tx) => {
        // Taking the group row first makes concurrent restores into one group wait for each other.
        const group = await tx.group.update({
          where: { id: groupId },
          data: { lastAssetId: { set: Math.max(manifest.group.lastAssetId, check.maxAssetId) } },
        });
        const contents = await nonSeedContents(groupId, tx);
        if (contents.length > 0) throw new CollectionJobError(notEmptyMessage(contents));
        await tx.entity.deleteMany({ where: { groupId } });
        // An undo would put an entity of the replaced inventory back among the restored ones.
        pendingFiles = await dropPendingDeletes(tx, groupId);
        await tx.tag.deleteMany({ where: { groupId } });
        await tx.entityType.deleteMany({ where: { groupId } });
        await restoreRecords(tx, archive, groupId);
        const currency = manifest.group.currency.toUpperCase();
        if (isCurrencyCode(currency) && currency !== group.currency) {
          await tx.group.update({ where: { id: groupId }, data: { currency } });
        }
        const { count } = await tx.collectionExport.updateMany({
          where: { id: jobId, status: "running" },
          data: { status: "completed", progress: 100, error: "", completedAt: new Date() },
        });
        if (count === 0) throw new CollectionJobError(INTERRUPTED_MESSAGE);
        await recordEvents(tx, { groupId, userId: null }, [{ type: "collection.restored" }]);
      },
      { maxWait: 30_000, timeout: TRANSACTION_TIMEOUT_MS },
    );
    await releaseFiles(groupId, pendingFiles);
  } catch (error) {
    if (stored.length > 0) {
      await releaseFiles(
        groupId,
        stored.map((path) => ({ path, mimeType: "application/octet-stream" })),
      );
    }
    throw error;
  } finally {
    reader?.close();
    await rm(zipPath, { force: true });
  }
}
