import { assertValidKey } from "@/lib/storage/file-storage";

/** Where an export's zip is stored: in its group's folder, apart from the content-addressed files. */
export function exportStorageKey(groupId: string, jobId: string): string {
  const key = `${groupId}/exports/${jobId}.zip`;
  assertValidKey(key);
  return key;
}
