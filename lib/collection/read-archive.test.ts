import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { afterAll, describe, expect, it } from "vitest";
import yazl from "yazl";
import { DEFAULT_ARCHIVE_LIMITS } from "./archive-format";
import { CollectionJobError } from "./job-error";
import { ArchiveReader } from "./read-archive";

const scratch = mkdtempSync(path.join(tmpdir(), "cairn-archive-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let counter = 0;
async function zipOf(entries: Record<string, Buffer | string>): Promise<string> {
  const file = path.join(scratch, `${++counter}.zip`);
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(entries)) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(file));
  return file;
}

async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of source) out.push(item);
  return out;
}

describe("ArchiveReader", () => {
  it("lists entries and reads JSON Lines with their line numbers", async () => {
    const reader = await ArchiveReader.open(
      await zipOf({ "a.jsonl": '{"x":1}\n\n{"x":2}\n', "b.txt": "hi" }),
    );
    try {
      expect(reader.names().sort()).toEqual(["a.jsonl", "b.txt"]);
      expect(await reader.text("b.txt")).toBe("hi");
      expect(await collect(reader.jsonLines("a.jsonl"))).toEqual([
        { line: 1, value: { x: 1 } },
        { line: 3, value: { x: 2 } },
      ]);
    } finally {
      reader.close();
    }
  });

  it("names the line of broken JSON", async () => {
    const reader = await ArchiveReader.open(await zipOf({ "a.jsonl": '{"x":1}\n{"x":\n' }));
    try {
      await expect(collect(reader.jsonLines("a.jsonl"))).rejects.toThrow("a.jsonl line 2: not valid JSON");
    } finally {
      reader.close();
    }
  });

  it("refuses a file that is not a zip", async () => {
    const file = path.join(scratch, "garbage.zip");
    writeFileSync(file, "this is not a zip archive at all");
    await expect(ArchiveReader.open(file)).rejects.toBeInstanceOf(CollectionJobError);
    await expect(ArchiveReader.open(file)).rejects.toThrow(/not a readable zip/);
  });

  it("refuses too many entries", async () => {
    const file = await zipOf({ a: "1", b: "2", c: "3" });
    await expect(ArchiveReader.open(file, { ...DEFAULT_ARCHIVE_LIMITS, maxEntries: 2 })).rejects.toThrow(
      /3 entries, more than the limit of 2/,
    );
  });

  it("refuses an archive that would unpack far beyond its size (zip bomb)", async () => {
    const file = await zipOf({ zeros: Buffer.alloc(2 * 1024 * 1024) });
    const limits = { ...DEFAULT_ARCHIVE_LIMITS, maxRatio: 50, ratioFloorBytes: 1024 * 1024 };
    await expect(ArchiveReader.open(file, limits)).rejects.toThrow(/zip bomb/);
    const capped = { ...DEFAULT_ARCHIVE_LIMITS, maxTotalBytes: 1024 };
    await expect(ArchiveReader.open(file, capped)).rejects.toThrow(/zip bomb/);
    const reader = await ArchiveReader.open(file);
    reader.close();
  });
});
