import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertValidKey, StoredFileMissing, type FileStorage } from "./file-storage";

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === "ENOENT";

/**
 * Files in a local directory. A write goes to a temporary file in `<root>/.tmp` (same file system)
 * and is renamed into place once complete and flushed, so a crash leaves at most an orphaned
 * temporary file, never a partial file under a key.
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
    await mkdir(path.dirname(target), { recursive: true });
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
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
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

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }
}
