import { invalidField } from "@/lib/errors/domain-error";
import { CollectionJobError } from "./job-error";
import { ArchiveReader } from "./read-archive";

/**
 * Opens an uploaded backup zip and reads its central directory only, so that a file that is not a
 * zip, an encrypted one or a zip bomb (too many entries, or an uncompressed total beyond the
 * limits) is refused with a 422 before any job starts or anything is unpacked. What only shows
 * while unpacking (an entry inflating past its declared size) is still caught by the job.
 */
export async function checkArchiveUpfront(zipPath: string): Promise<void> {
  try {
    const reader = await ArchiveReader.open(zipPath);
    reader.close();
  } catch (error) {
    if (error instanceof CollectionJobError) throw invalidField("file", error.message);
    throw error;
  }
}
