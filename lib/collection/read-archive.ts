import { stat } from "node:fs/promises";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import yauzl from "yauzl";
import { DEFAULT_ARCHIVE_LIMITS, type ArchiveLimits } from "./archive-format";
import { CollectionJobError } from "./job-error";

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} MB`;

/**
 * A collection zip opened for reading: its central directory is checked against the limits
 * (entry count, total and relative uncompressed size, names, encryption) before any entry is
 * read, and every entry is then read as a stream whose length may not exceed what the directory
 * declares (yauzl checks that as it inflates), so a zip bomb is refused up front or cut short.
 */
export class ArchiveReader {
  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly entries: Map<string, yauzl.Entry>,
  ) {}

  static async open(path: string, limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS): Promise<ArchiveReader> {
    let zip: yauzl.ZipFile;
    try {
      zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, strictFileNames: true });
    } catch (error) {
      throw new CollectionJobError(`the file is not a readable zip archive (${(error as Error).message})`);
    }
    // Errors reach the callers through promises and streams; an unheard one must not end the process.
    zip.on("error", () => undefined);
    try {
      if (zip.entryCount > limits.maxEntries) {
        throw new CollectionJobError(
          `the archive holds ${zip.entryCount} entries, more than the limit of ${limits.maxEntries}`,
        );
      }
      const zipSize = (await stat(path)).size;
      const allowed = Math.min(
        limits.maxTotalBytes,
        Math.max(limits.ratioFloorBytes, zipSize * limits.maxRatio),
      );
      const entries = new Map<string, yauzl.Entry>();
      let total = 0;
      for await (const entry of zip.eachEntry()) {
        if (entry.fileName.endsWith("/")) continue;
        if (entry.isEncrypted())
          throw new CollectionJobError(`the archive entry ${entry.fileName} is encrypted`);
        if (!entry.canDecodeFileData()) {
          throw new CollectionJobError(`the archive entry ${entry.fileName} uses an unsupported compression`);
        }
        if (entries.has(entry.fileName)) {
          throw new CollectionJobError(`the archive holds ${entry.fileName} twice`);
        }
        total += entry.uncompressedSize;
        if (total > allowed) {
          throw new CollectionJobError(
            `the archive would unpack to more than ${megabytes(allowed)}; refusing it as a possible zip bomb`,
          );
        }
        entries.set(entry.fileName, entry);
      }
      return new ArchiveReader(zip, entries);
    } catch (error) {
      zip.close();
      if (error instanceof CollectionJobError) throw error;
      throw new CollectionJobError(`the zip archive is damaged (${(error as Error).message})`);
    }
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  size(name: string): number {
    return this.entries.get(name)?.uncompressedSize ?? 0;
  }

  async stream(name: string): Promise<Readable> {
    const entry = this.entries.get(name);
    if (!entry) throw new CollectionJobError(`the archive has no ${name}`);
    try {
      return await this.zip.openReadStreamPromise(entry);
    } catch (error) {
      throw new CollectionJobError(`could not read ${name} from the archive (${(error as Error).message})`);
    }
  }

  /** The whole entry as text (for the small manifest only). */
  async text(name: string, maxBytes = 1024 * 1024): Promise<string> {
    if (this.size(name) > maxBytes) throw new CollectionJobError(`${name} is larger than ${maxBytes} bytes`);
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of await this.stream(name)) chunks.push(chunk as Buffer);
    } catch (error) {
      if (error instanceof CollectionJobError) throw error;
      throw new CollectionJobError(`could not read ${name} from the archive (${(error as Error).message})`);
    }
    return Buffer.concat(chunks).toString("utf8");
  }

  /** The JSON values of a JSON Lines entry, one by one, each with its line number. */
  async *jsonLines(name: string): AsyncGenerator<{ line: number; value: unknown }> {
    const input = await this.stream(name);
    const lines = createInterface({ input, crlfDelay: Infinity });
    let line = 0;
    try {
      for await (const raw of lines) {
        line++;
        if (raw.trim() === "") continue;
        let value: unknown;
        try {
          value = JSON.parse(raw);
        } catch {
          throw new CollectionJobError(`${name} line ${line}: not valid JSON`);
        }
        yield { line, value };
      }
    } catch (error) {
      if (error instanceof CollectionJobError) throw error;
      throw new CollectionJobError(`could not read ${name} from the archive (${(error as Error).message})`);
    } finally {
      lines.close();
      input.destroy();
    }
  }

  close(): void {
    this.zip.close();
  }
}
