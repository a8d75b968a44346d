import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type yazl from "yazl";
import { config } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { log } from "@/lib/log";
import { buildInfo } from "@/lib/status/build-info";
import { StoredFileMissing } from "@/lib/storage/file-storage";
import { fileStorage } from "@/lib/storage/storage";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  fileEntry,
  MANIFEST_ENTRY,
  RECORD_FILES,
  recordEntry,
} from "./archive-format";
import { exportStorageKey } from "./export-storage-key";
import { ExportState, recordLines } from "./group-record-lines";
import { CollectionJobError } from "./job-error";
import { pruneOldExports } from "./prune-exports";
import type { JobProgress } from "./track-job";

/** Where jobs keep their zips while they write or read them. */
export const collectionTempDir = () => path.join(config().dataDir, "tmp", "collection");

/**
 * Adds one entry whose stream is opened only when the zip reaches it, and waits until it has been
 * read through. Source errors are passed on (yazl does not watch its sources), as are the zip's.
 */
function addEntry(
  zip: yazl.ZipFile,
  zipFailed: Promise<never>,
  name: string,
  open: () => Promise<Readable>,
  compress: boolean,
): Promise<void> {
  const finished = new Promise<void>((resolve, reject) => {
    zip.addReadStreamLazy(name, { compress }, (callback) => {
      open().then(
        (stream) => {
          stream.once("error", reject);
          stream.once("end", () => resolve());
          callback(null, stream);
        },
        (error: unknown) => reject(error),
      );
    });
  });
  return Promise.race([finished, zipFailed]);
}

async function openStoredFile(key: string): Promise<Readable> {
  try {
    return await fileStorage().get(key);
  } catch (error) {
    if (error instanceof StoredFileMissing) {
      throw new CollectionJobError(
        `the stored file ${key} of an attachment is missing; the backup cannot include it`,
      );
    }
    throw error;
  }
}

/** Writes the group's whole collection as a zip to `target`, streaming records and files. */
async function writeArchive(groupId: string, target: string, progress: JobProgress): Promise<void> {
  const group = await db().group.findUniqueOrThrow({ where: { id: groupId } });
  const state = new ExportState();
  // Loaded when a backup runs, not with the server (this module is reached from start-up).
  const { default: zipLibrary } = await import("yazl");
  const zip = new zipLibrary.ZipFile();
  const written = pipeline(zip.outputStream, createWriteStream(target, { flags: "wx" }));
  let failZip: (error: unknown) => void = () => undefined;
  const zipFailed = new Promise<never>((_resolve, reject) => {
    failZip = reject;
  });
  zipFailed.catch(() => undefined);
  written.catch((error: unknown) => failZip(error));
  zip.on("error", (error: unknown) => failZip(error));

  try {
    for (const [index, file] of RECORD_FILES.entries()) {
      const lines = recordLines[file](groupId, state);
      await addEntry(
        zip,
        zipFailed,
        recordEntry(file),
        async () => Readable.from(lines, { objectMode: false }),
        true,
      );
      await progress.report(0, 30, index + 1, RECORD_FILES.length);
    }
    let filesDone = 0;
    for (const [sha, key] of state.files) {
      await addEntry(zip, zipFailed, fileEntry(sha), () => openStoredFile(key), false);
      await progress.report(30, 90, ++filesDone, state.files.size);
    }
    const manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      app: { name: "cairn", version: buildInfo().version },
      exportedAt: new Date().toISOString(),
      group: {
        name: group.name,
        currency: group.currency,
        lastAssetId: Math.max(group.lastAssetId, state.maxAssetId),
      },
      counts: { ...state.counts, files: state.files.size },
    };
    zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), MANIFEST_ENTRY);
    zip.end();
    await Promise.race([written, zipFailed]);
  } catch (error) {
    (zip.outputStream as Readable).destroy();
    await written.catch(() => undefined);
    throw error;
  }
}

/**
 * The export job: writes the zip to a temporary file, stores it under the group's exports key and
 * marks the job completed, then removes the group's backups beyond the newest CAIRN_EXPORTS_KEPT. On failure nothing is left behind: no temporary file, no artifact.
 */
export async function runExport(jobId: string, groupId: string, progress: JobProgress): Promise<void> {
  await mkdir(collectionTempDir(), { recursive: true });
  const temp = path.join(collectionTempDir(), `${jobId}.export.zip`);
  const key = exportStorageKey(groupId, jobId);
  let stored = false;
  try {
    await writeArchive(groupId, temp, progress);
    const { size } = await stat(temp);
    await progress.report(90, 100, 0, 1);
    await fileStorage().put(key, createReadStream(temp), size);
    stored = true;
    const { count } = await db().collectionExport.updateMany({
      where: { id: jobId, status: "running" },
      data: {
        status: "completed",
        progress: 100,
        error: "",
        storageKey: key,
        size: BigInt(size),
        completedAt: new Date(),
      },
    });
    // The job was deleted or declared interrupted meanwhile: its artifact must not linger.
    if (count === 0) await fileStorage().delete(key);
    // The new backup is stored either way: a failed clean-up must not fail (and delete) it.
    else
      await pruneOldExports(groupId).catch((error: unknown) =>
        log.warn("could not prune old backups", { error }),
      );
  } catch (error) {
    if (stored) await fileStorage().delete(key);
    throw error;
  } finally {
    await rm(temp, { force: true });
  }
}
