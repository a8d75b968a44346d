import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { uploadTempDir } from "@/lib/attachments/receive-upload";
import { log } from "@/lib/log";
import { LocalFileStorage } from "./local-storage";
import { fileStorage } from "./storage";

/**
 * At server start: removes what a killed process left half-written, i.e. spooled uploads
 * (`DATA_DIR/tmp/uploads`) and the local storage's unfinished writes (`DATA_DIR/files/.tmp`). Safe
 * because a data directory belongs to one server process. Backup jobs' temporary zips are
 * handled by the job recovery (lib/collection/recover-jobs.ts), which knows which jobs still run.
 */
export async function removeTemporaryFiles(): Promise<void> {
  try {
    const uploads = await readdir(uploadTempDir()).catch(() => [] as string[]);
    for (const name of uploads) await rm(path.join(uploadTempDir(), name), { force: true, recursive: true });
    const storage = fileStorage();
    const partial = storage instanceof LocalFileStorage ? await storage.removeTemporaryFiles() : 0;
    if (uploads.length + partial > 0) {
      log.info("removed temporary files of unfinished writes", { uploads: uploads.length, partial });
    }
  } catch (error) {
    log.warn("could not remove temporary files", { error });
  }
}
