import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import busboy from "busboy";
import { config } from "@/lib/config/env";
import { DomainError } from "@/lib/errors/domain-error";
import { assertNoNul } from "@/lib/http/find-nul";
import { MimeSniffer } from "./sniff-mime-type";

/** The file part of an upload, spooled to a temporary file. */
export type ReceivedFile = {
  tempPath: string;
  size: number;
  sha256: string;
  /** Sniffed from the bytes; the client's Content-Type is ignored. */
  mimeType: string;
};

export type ReceivedUpload = {
  fields: Record<string, string>;
  file: ReceivedFile | undefined;
  /** Removes the temporary file; safe to call more than once. */
  discard: () => Promise<void>;
};

/** Room for the multipart framing and the text parts on top of the file itself. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

const tooLarge = (maxBytes: number) =>
  new DomainError(
    "too_large",
    `the file is larger than the upload limit of ${+(maxBytes / 1024 / 1024).toFixed(2)} MB`,
  );

/** Where uploads are spooled while they arrive. */
export const uploadTempDir = () => path.join(config().dataDir, "tmp", "uploads");

/**
 * Reads a multipart/form-data request as a stream: the part named `fileField` goes to a temporary
 * file while it is hashed (SHA-256) and its type sniffed, the text parts are collected. Nothing of
 * the upload is ever held whole in memory. A file over `maxBytes` → 413 and no file kept.
 */
export async function receiveUpload(
  request: Request,
  options: { fileField: string; maxBytes: number },
): Promise<ReceivedUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new DomainError("unsupported_media_type", "request body must be multipart/form-data");
  }
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > 2 * options.maxBytes + FORM_OVERHEAD_BYTES) {
    throw tooLarge(options.maxBytes);
  }
  if (!request.body) throw new DomainError("malformed", "request body is empty");

  const tempDir = uploadTempDir();
  await mkdir(tempDir, { recursive: true });
  const tempPath = path.join(tempDir, `${randomBytes(12).toString("hex")}.upload`);
  const discard = () => rm(tempPath, { force: true });

  // No prototype: a part named __proto__ is a field like any other.
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let file: ReceivedFile | undefined;
  let exceeded = false;
  let fileWrite: Promise<void> | undefined;

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: {
        fileSize: options.maxBytes,
        files: 1,
        fields: 20,
        fieldSize: 64 * 1024,
        parts: 40,
      },
    });
  } catch {
    throw new DomainError("malformed", "malformed multipart/form-data body");
  }

  parser.on("field", (name, value) => {
    fields[name] = value;
  });
  parser.on("file", (name, stream) => {
    if (name !== options.fileField || fileWrite) {
      stream.resume();
      return;
    }
    const hash = createHash("sha256");
    const sniffer = new MimeSniffer();
    let size = 0;
    const observe = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        hash.update(chunk);
        sniffer.update(chunk);
        callback(null, chunk);
      },
    });
    stream.on("limit", () => {
      exceeded = true;
      // Stop writing; busboy keeps reading (and dropping) the rest so the client gets its answer.
      stream.unpipe(observe);
      observe.destroy(tooLarge(options.maxBytes));
      stream.resume();
    });
    // Not a pipeline from `stream`: busboy's own stream must stay alive to drain an oversized file.
    stream.on("error", (error) => observe.destroy(error));
    stream.pipe(observe);
    fileWrite = pipeline(observe, createWriteStream(tempPath, { flags: "wx" })).then(() => {
      file = { tempPath, size, sha256: hash.digest("hex"), mimeType: sniffer.result() };
    });
    // Rejections are collected below; this keeps an early one from counting as unhandled.
    fileWrite.catch(() => undefined);
  });

  const source = Readable.fromWeb(request.body as unknown as NodeWebStream<Uint8Array>);
  try {
    try {
      await pipeline(source, parser);
    } catch (error) {
      if (exceeded) throw tooLarge(options.maxBytes);
      throw new DomainError("malformed", `malformed multipart/form-data body: ${(error as Error).message}`, {
        cause: error,
      });
    }
    if (exceeded) throw tooLarge(options.maxBytes);
    if (fileWrite) {
      try {
        await fileWrite;
      } catch (error) {
        if (exceeded) throw tooLarge(options.maxBytes);
        throw error;
      }
    }
    assertNoNul(fields, "form");
  } catch (error) {
    await discard();
    throw error;
  }
  return { fields, file, discard };
}
