import type { Readable } from "node:stream";

/**
 * Where attachment bytes live. Keys are `<groupId>/<sha256 hex>` (see `contentKey`): a file is
 * stored once per group however many attachments point at it. Writes are all-or-nothing: a reader
 * never sees a partly written file under its key.
 */
export interface FileStorage {
  /** Stores `size` bytes read from `body` under `key`, replacing what was there. */
  put(key: string, body: Readable, size: number): Promise<void>;
  /** A stream of the stored bytes; throws `StoredFileMissing` when the key holds nothing. */
  get(key: string): Promise<Readable>;
  /** Removes the file; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * Removes every file stored for the group (all keys under `<groupId>/`: attachments, thumbnails,
   * backup zips), when the group is deleted. Removing a group with no files is not an error.
   */
  deleteGroupFiles(groupId: string): Promise<void>;
}

export class StoredFileMissing extends Error {
  constructor(key: string) {
    super(`no stored file under ${key}`);
    this.name = "StoredFileMissing";
  }
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Refuses any key that is not a few plain path segments (no `..`, no absolute path). */
export function assertValidKey(key: string): void {
  const segments = key.split("/");
  if (segments.length === 0 || segments.length > 4 || !segments.every((segment) => SEGMENT.test(segment))) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** The storage key of content with this SHA-256 (hex) in this group. */
export function contentKey(groupId: string, sha256Hex: string): string {
  const key = `${groupId}/${sha256Hex.toLowerCase()}`;
  assertValidKey(key);
  return key;
}
