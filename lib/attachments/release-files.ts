import { db } from "@/lib/db/client";
import { log } from "@/lib/log";
import { fileStorage } from "@/lib/storage/storage";
import { LINK_MIME_TYPE } from "./find-attachment";
import { lockStoredFile } from "./stored-file-lock";

type StoredRef = { path: string; mimeType: string };

/**
 * Removes the stored files of deleted attachment records that no record of the group points at
 * any more (copies made by duplicating an entity share their file) and no pending delete holds. Links have no file. The count
 * and the removal hold the file's lock (lockStoredFile), so an upload of the same bytes either
 * commits its record first (and the file stays) or finds the file gone and stores it again. A
 * failure is logged, not raised: the records are gone either way, and an orphaned file is harmless.
 */
export async function releaseFiles(groupId: string, refs: StoredRef[]): Promise<void> {
  const paths = [...new Set(refs.filter((ref) => ref.mimeType !== LINK_MIME_TYPE).map((ref) => ref.path))];
  for (const path of paths) {
    try {
      await db().$transaction(async (tx) => {
        await lockStoredFile(tx, path);
        const still = await tx.attachment.count({ where: { groupId, path } });
        // A delete that can still be undone (lib/entities/purge-deleted-entities.ts) keeps its files.
        const held = await tx.deletedEntity.count({ where: { groupId, snapshot: { contains: path } } });
        if (still === 0 && held === 0) await fileStorage().delete(path);
      });
    } catch (error) {
      log.warn("could not remove a stored file", { groupId, path, error });
    }
  }
}
