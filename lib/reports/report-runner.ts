import path from "node:path";
import type { Readable } from "node:stream";
import { Worker } from "node:worker_threads";
import { DomainError } from "@/lib/errors/domain-error";
import { log } from "@/lib/log";
import { fileStorage } from "@/lib/storage/storage";
import type { ReportDocument } from "./insurance-report-pdf.mjs";
import type { ItemSheetDocument } from "./item-sheet-pdf.mjs";

type Job = { kind: "report"; document: ReportDocument } | { kind: "sheet"; document: ItemSheetDocument };
type WorkerMessage =
  | { type: "chunk"; bytes: Uint8Array }
  | { type: "photos"; request: number; keys: string[] }
  | { type: "done"; pages: number }
  | { type: "error"; error: string };

/** Reports drawn at once; one more is refused with 503 (each worker holds its own heap). */
const MAX_RUNNING = 2;
const RETRY_AFTER_SECONDS = 10;
/** A report still drawing after this is given up (5,000 items with photos take well under a minute). */
const REPORT_TIMEOUT_MS = 10 * 60_000;
/** The same heap bounds as the label workers: a page's photos and text are all a worker holds. */
const WORKER_RESOURCE_LIMITS = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 16 };
/** Bytes the answer may have waiting for a slow reader before the worker is held at its next page. */
const STREAM_HIGH_WATER_BYTES = 1024 * 1024;

let running = 0;

/** The worker file, by path as plain JavaScript (see lib/labels/render-pool.ts for why). */
function workerFile(): string {
  const root = process.env.CAIRN_APP_ROOT ?? process.cwd();
  return path.join(/*turbopackIgnore: true*/ root, "lib", "reports", "report-worker.mjs");
}

async function readAll(stream: Readable): Promise<Uint8Array> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.isBuffer(part) ? part : Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

/**
 * Draws the PDF in a worker thread of its own and answers with it as a stream while it is being
 * written: the server's event loop only passes chunks on and reads photos from storage when the
 * worker asks for a page's worth (`photos`: the worker's photo key → storage key). A reader that
 * falls behind holds the worker at its next page. 503 with Retry-After when MAX_RUNNING reports are
 * already being drawn.
 */
export async function streamPdf(job: Job, photos: Map<string, string>, fileName: string): Promise<Response> {
  if (running >= MAX_RUNNING) {
    throw new DomainError("unavailable", "reports are being drawn; try again in a few seconds", {
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    });
  }
  running += 1;
  // Reflect.construct: the bundler would otherwise take `new Worker(...)` for a file to bundle.
  const worker = Reflect.construct(Worker, [
    workerFile(),
    { workerData: job, resourceLimits: WORKER_RESOURCE_LIMITS },
  ]) as Worker;
  let settled = false;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let wakeReader: (() => void) | null = null;
  let first!: (error?: Error) => void;
  const started = new Promise<void>((resolve, reject) => {
    first = (error) => (error ? reject(error) : resolve());
  });
  const end = (error?: Error) => {
    if (settled) return;
    settled = true;
    running -= 1;
    clearTimeout(timer);
    worker.removeAllListeners();
    void worker.terminate();
    first(error);
    if (error) log.warn("report failed", { error: error.message });
    try {
      if (error) controller.error(error);
      else controller.close();
    } catch {
      // The reader went away (cancelled): nothing left to tell it.
    }
  };
  const timer = setTimeout(() => end(new Error("report timed out")), REPORT_TIMEOUT_MS);
  timer.unref();

  const stream = new ReadableStream<Uint8Array>(
    {
      start(created) {
        controller = created;
      },
      pull() {
        wakeReader?.();
        wakeReader = null;
      },
      cancel() {
        end();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: STREAM_HIGH_WATER_BYTES }),
  );

  const answerPhotos = async (request: number, keys: string[]) => {
    // Backpressure: the next page's photos wait until the reader has taken what is queued.
    if ((controller.desiredSize ?? 1) <= 0) await new Promise<void>((resolve) => (wakeReader = resolve));
    const answer: Array<{ key: string; bytes: Uint8Array | null }> = [];
    for (const key of keys) {
      const storageKey = photos.get(key);
      let bytes: Uint8Array | null = null;
      if (storageKey) {
        try {
          bytes = await readAll(await fileStorage().get(storageKey));
        } catch {
          // A missing file leaves the photo's frame empty.
        }
      }
      answer.push({ key, bytes });
    }
    if (!settled) worker.postMessage({ request, photos: answer });
  };

  worker.on("message", (message: WorkerMessage) => {
    if (settled) return;
    if (message.type === "chunk") {
      controller.enqueue(message.bytes);
      first();
    } else if (message.type === "photos") {
      answerPhotos(message.request, message.keys).catch((error: unknown) =>
        end(error instanceof Error ? error : new Error(String(error))),
      );
    } else if (message.type === "done") end();
    else end(new Error(`report render failed: ${message.error}`));
  });
  worker.on("error", (error) => end(error));
  worker.on("exit", (code) => end(new Error(`report worker exited with ${code}`)));

  // Failures before the first bytes (a bad document, a worker that cannot start) are still an error
  // answer; later ones can only cut the stream short.
  await started;
  return new Response(stream, {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
