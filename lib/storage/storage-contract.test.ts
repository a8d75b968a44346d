import { createHash, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error s3rver ships no type declarations
import S3rver from "s3rver";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { contentKey, StoredFileMissing, type FileStorage } from "./file-storage";
import { LocalFileStorage } from "./local-storage";
import { S3FileStorage } from "./s3-storage";
import { s3OptionsFromEnv } from "./storage";

const scratch = mkdtempSync(path.join(tmpdir(), "cairn-storage-"));

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function keyFor(content: Buffer, groupId = randomUUID()): string {
  return contentKey(groupId, createHash("sha256").update(content).digest("hex"));
}

type Backend = { name: string; storage: () => FileStorage };

let s3Server: { close: () => Promise<void> } | undefined;
let s3Storage: S3FileStorage | undefined;
const localRoot = path.join(scratch, "local");

beforeAll(async () => {
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(scratch, "s3"),
  });
  const address = (await server.run()) as { port: number };
  s3Server = server;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  const admin = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials });
  await admin.send(new CreateBucketCommand({ Bucket: "cairn-test" }));
  admin.destroy();
  s3Storage = new S3FileStorage(
    s3OptionsFromEnv({
      CAIRN_S3_BUCKET: "cairn-test",
      CAIRN_S3_ENDPOINT: endpoint,
      CAIRN_S3_REGION: "us-east-1",
      CAIRN_S3_ACCESS_KEY_ID: "S3RVER",
      CAIRN_S3_SECRET_ACCESS_KEY: "S3RVER",
      CAIRN_S3_FORCE_PATH_STYLE: "true",
    })!,
  );
});

afterAll(async () => {
  s3Storage?.destroy();
  await s3Server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const backends: Backend[] = [
  { name: "local directory", storage: () => new LocalFileStorage(localRoot) },
  { name: "S3 (s3rver)", storage: () => s3Storage! },
];

describe.each(backends)("storage contract: $name", ({ storage }) => {
  it("stores a stream and gives the same bytes back", async () => {
    const content = randomBytes(300_000);
    const key = keyFor(content);
    expect(await storage().exists(key)).toBe(false);
    await storage().put(
      key,
      Readable.from([content.subarray(0, 1000), content.subarray(1000)]),
      content.length,
    );
    expect(await storage().exists(key)).toBe(true);
    expect((await bytesOf(await storage().get(key))).equals(content)).toBe(true);
  });

  it("stores an empty file", async () => {
    const key = keyFor(Buffer.alloc(0));
    await storage().put(key, Readable.from([]), 0);
    expect(await storage().exists(key)).toBe(true);
    expect((await bytesOf(await storage().get(key))).length).toBe(0);
  });

  it("replaces a file put twice under the same key", async () => {
    const key = keyFor(Buffer.from("twice"));
    await storage().put(key, Readable.from([Buffer.from("first")]), 5);
    await storage().put(key, Readable.from([Buffer.from("second")]), 6);
    expect(await text(await storage().get(key))).toBe("second");
  });

  it("keeps groups apart: the same content in two groups is two files", async () => {
    const content = Buffer.from("shared content");
    const [one, two] = [keyFor(content), keyFor(content)];
    await storage().put(one, Readable.from([content]), content.length);
    expect(await storage().exists(two)).toBe(false);
    await storage().put(two, Readable.from([content]), content.length);
    await storage().delete(one);
    expect(await storage().exists(one)).toBe(false);
    expect(await text(await storage().get(two))).toBe("shared content");
  });

  it("deletes, and deleting a missing file is no error", async () => {
    const key = keyFor(Buffer.from("doomed"));
    await storage().put(key, Readable.from([Buffer.from("doomed")]), 6);
    await storage().delete(key);
    expect(await storage().exists(key)).toBe(false);
    await expect(storage().delete(key)).resolves.toBeUndefined();
  });

  it("deletes every file of one group (attachments and backups), and only that group's", async () => {
    const doomed = randomUUID();
    const kept = randomUUID();
    const put = (key: string, content: Buffer) =>
      storage().put(key, Readable.from([content]), content.length);
    // More than one listing page of S3 (1000 keys) would be slow here; a few files and a nested one.
    const files = [Buffer.from("a"), Buffer.from("b"), Buffer.from("c")];
    for (const content of files) await put(keyFor(content, doomed), content);
    await put(`${doomed}/exports/${randomUUID()}.zip`, Buffer.from("zip"));
    await put(keyFor(files[0]!, kept), files[0]!);
    await storage().deleteGroupFiles(doomed);
    for (const content of files) expect(await storage().exists(keyFor(content, doomed))).toBe(false);
    expect(await storage().exists(keyFor(files[0]!, kept))).toBe(true);
    await expect(storage().deleteGroupFiles(doomed)).resolves.toBeUndefined();
    await expect(storage().deleteGroupFiles("../etc")).rejects.toThrow(/invalid/);
  });

  it("reports a missing file as StoredFileMissing", async () => {
    await expect(storage().get(keyFor(Buffer.from("never stored")))).rejects.toBeInstanceOf(
      StoredFileMissing,
    );
  });

  it("refuses keys that could leave the storage root", async () => {
    for (const key of ["../x", "a/../../x", "/etc/passwd", "a//b", ".hidden", ""]) {
      await expect(storage().exists(key), key).rejects.toThrow(/invalid storage key/);
      await expect(storage().put(key, Readable.from([]), 0), key).rejects.toThrow(/invalid storage key/);
    }
  });

  it("never publishes a half-written file when the source stream fails", async () => {
    const key = keyFor(Buffer.from("broken upload"));
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 1));
        this.destroy(new Error("connection lost"));
      },
    });
    await expect(storage().put(key, failing, 1024 * 1024)).rejects.toThrow();
    expect(await storage().exists(key)).toBe(false);
  });
});

describe("local directory storage", () => {
  it("leaves no temporary files behind after writes, failed or not", async () => {
    const storage = new LocalFileStorage(path.join(scratch, "tidy"));
    const key = keyFor(Buffer.from("tidy"));
    await storage.put(key, Readable.from([Buffer.from("tidy")]), 4);
    const short = Readable.from([Buffer.from("abc")]);
    await expect(storage.put(keyFor(Buffer.from("x")), short, 10)).rejects.toThrow(/expected 10 bytes/);
    expect(readdirSync(path.join(scratch, "tidy", ".tmp"))).toEqual([]);
  });
});

describe("s3OptionsFromEnv", () => {
  it("selects S3 only when a bucket is named", () => {
    expect(s3OptionsFromEnv({})).toBeUndefined();
    expect(s3OptionsFromEnv({ CAIRN_S3_BUCKET: "b" })).toMatchObject({
      bucket: "b",
      region: "us-east-1",
      forcePathStyle: false,
    });
  });
});
