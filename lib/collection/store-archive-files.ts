import { createHash } from "node:crypto";
import { Transform } from "node:stream";
import { contentKey } from "@/lib/storage/file-storage";
import { fileStorage } from "@/lib/storage/storage";
import { fileEntry } from "./archive-format";
import { CollectionJobError } from "./job-error";
import type { ArchiveReader } from "./read-archive";

/**
 * Stores the archive's files content-addressed in `groupId`, checking each one's SHA-256 against
 * its name. Files already stored there are kept as they are. Adds every key it wrote to `stored`
 * (also when it fails halfway), so the caller can remove them if the restore does not complete.
 */
export async function storeArchiveFiles(
  reader: ArchiveReader,
  groupId: string,
  shas: Iterable<string>,
  stored: string[],
  onFile: () => Promise<void>,
): Promise<void> {
  for (const sha of shas) {
    const key = contentKey(groupId, sha);
    if (!(await fileStorage().exists(key))) {
      const hash = createHash("sha256");
      const hashing = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          hash.update(chunk);
          callback(null, chunk);
        },
      });
      const source = await reader.stream(fileEntry(sha));
      source.once("error", (error) => hashing.destroy(error));
      stored.push(key);
      try {
        await fileStorage().put(key, source.pipe(hashing), reader.size(fileEntry(sha)));
      } catch (error) {
        throw new CollectionJobError(`could not store ${fileEntry(sha)} (${(error as Error).message})`);
      }
      if (hash.digest("hex") !== sha) {
        throw new CollectionJobError(`${fileEntry(sha)} does not hold the content its name promises`);
      }
    }
    await onFile();
  }
}
