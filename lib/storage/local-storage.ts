import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertValidKey, StoredFileMissing, type FileStorage } from "./file-storage";

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === "ENOENT";

/** Flushes a directory's entries (a rename into it) to disk; a no-op where directories cannot be opened. */
async function syncDirectory(directory: string): Promise<void> {
  let handle;
  try {
    handle = await open(directory, "r");
  } catch {
    return;
  }
  try {
    await handle.sync();
  } catch (error) {
    // Some file systems (and Windows) refuse fsync on a directory; the rename itself is still atomic.
    if (!["EINVAL", "EPERM", "EISDIR", "EBADF"].includes((error as NodeJS.ErrnoException).code ?? ""))
      throw error;
  } finally {
    await handle.close();
  }
}

/**
 * Files in a local directory. A write goes to a temporary file in `<root>/.tmp` (same file system),
 * is fsynced, renamed into place and the directory fsynced, all before `put` returns (and so before
 * a database row can point at the key): a crash leaves at most an orphaned temporary file, never a
 * partial file under a key. `removeTemporaryFiles` clears those orphans at server start.
 */
export class LocalFileStorage implements FileStorage {
  private readonly tmpDir: string;

  constructor(private readonly root: string) {
    this.tmpDir = path.join(root, ".tmp");
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    return path.join(this.root, ...key.split("/"));
  }

  async put(key: string, body: Readable, size: number): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(this.tmpDir, { recursive: true });
    // The first directory this made (a new group's), whose own entry must reach the disk too.
    const created = await mkdir(path.dirname(target), { recursive: true });
    const temp = path.join(this.tmpDir, `${randomBytes(12).toString("hex")}.part`);
    try {
      let written = 0;
      body.on("data", (chunk: Buffer) => {
        written += chunk.length;
      });
      // flush: true fsyncs before close, so the rename below never publishes unwritten data.
      await pipeline(body, createWriteStream(temp, { flags: "wx", flush: true }));
      if (written !== size) throw new Error(`expected ${size} bytes for ${key}, got ${written}`);
      await rename(temp, target);
      await syncDirectory(path.dirname(target));
      if (created) await syncDirectory(path.dirname(created));
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  /**
   * Removes the temporary files of writes that never finished (a killed process). Only at server
   * start: the data directory belongs to one server process, so none of them can still be in use.
   */
  async removeTemporaryFiles(): Promise<number> {
    const names = await readdir(this.tmpDir).catch(() => [] as string[]);
    for (const name of names) await rm(path.join(this.tmpDir, name), { force: true, recursive: true });
    return names.length;
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    const stream = createReadStream(file);
    await new Promise<void>((resolve, reject) => {
      stream.once("open", () => resolve());
      stream.once("error", (error) => reject(isMissing(error) ? new StoredFileMissing(key) : error));
    });
    return stream;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async deleteGroupFiles(groupId: string): Promise<void> {
    // One plain segment (a group id): never a path out of the root, never the root itself.
    assertValidKey(groupId);
    await rm(path.join(this.root, groupId), { recursive: true, force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }
}
