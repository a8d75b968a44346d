// The report worker (lib/reports/report-runner.ts starts one per report): the PDF is laid out and
// written here, off the server's main thread, and sent back in chunks as it grows. Photos are asked
// for page by page: the main thread reads them from storage (local disk or S3) and this thread
// scales them down to small JPEGs with sharp, so no page ever needs more than its own photos.
import { parentPort, workerData } from "node:worker_threads";
import { runAsBackgroundThread } from "../process/background-thread.mjs";
import { insuranceReportPdf } from "./insurance-report-pdf.mjs";
import { itemSheetPdf } from "./item-sheet-pdf.mjs";

// Requests on the main thread come first when both want a core.
runAsBackgroundThread();

/** Photos are drawn at most this many pixels on their longer side (about 200 dpi at report size). */
const REPORT_PHOTO_PIXELS = 160;
const SHEET_PHOTO_PIXELS = 600;
const MAX_INPUT_PIXELS = 100_000_000;

let nextRequest = 1;
/** @type {Map<number, (photos: Array<{ key: string; bytes: Uint8Array | null }>) => void>} */
const waiting = new Map();

parentPort?.on("message", (message) => {
  const resolve = waiting.get(message.request);
  if (!resolve) return;
  waiting.delete(message.request);
  resolve(message.photos);
});

/**
 * @param {string[]} keys
 * @param {number} pixels
 */
async function loadPhotos(keys, pixels) {
  /** @type {Map<string, import("./pdf-stream-writer.mjs").PdfImage>} */
  const images = new Map();
  if (keys.length === 0) return images;
  const request = nextRequest++;
  /** @type {Array<{ key: string; bytes: Uint8Array | null }>} */
  const photos = await new Promise((resolve) => {
    waiting.set(request, resolve);
    parentPort?.postMessage({ type: "photos", request, keys });
  });
  const { default: sharp } = await import("sharp");
  for (const { key, bytes } of photos) {
    if (!bytes) continue;
    try {
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(pixels, pixels, { fit: "inside", withoutEnlargement: true })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 72 })
        .toBuffer({ resolveWithObject: true });
      images.set(key, { jpeg: data, width: info.width, height: info.height, gray: info.channels === 1 });
    } catch {
      // An unreadable photo leaves its frame empty rather than failing the whole report.
    }
  }
  return images;
}

/** @param {Uint8Array} bytes */
function emit(bytes) {
  parentPort?.postMessage({ type: "chunk", bytes }, [/** @type {ArrayBuffer} */ (bytes.buffer)]);
}

async function run() {
  const job = workerData;
  try {
    const pages =
      job.kind === "sheet"
        ? await itemSheetPdf(job.document, (keys) => loadPhotos(keys, SHEET_PHOTO_PIXELS), emit)
        : await insuranceReportPdf(job.document, (keys) => loadPhotos(keys, REPORT_PHOTO_PIXELS), emit);
    parentPort?.postMessage({ type: "done", pages });
  } catch (error) {
    parentPort?.postMessage({ type: "error", error: error instanceof Error ? error.message : String(error) });
  }
}

void run();
