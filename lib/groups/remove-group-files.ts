import { log } from "@/lib/log";
import { fileStorage } from "@/lib/storage/storage";

/**
 * After deleted groups' rows are committed: removes their stored files (attachments, thumbnails,
 * backup zips) from the storage, local or S3. A failure is logged, not raised: the group is gone
 * either way, and its files can only be reached through its rows.
 */
export async function removeGroupFiles(groupIds: string[]): Promise<void> {
  for (const groupId of groupIds) {
    try {
      await fileStorage().deleteGroupFiles(groupId);
    } catch (error) {
      log.warn("could not remove a deleted group's files", { groupId, error });
    }
  }
}
