// The label render worker (lib/labels/render-pool.ts starts it): label PNGs and sheet PDFs are
// drawn here, off the server's main thread, which a 500-label sheet would otherwise hold for
// seconds. Plain JavaScript loaded by path, so it needs no bundler: Next.js never sees it.
import { parentPort } from "node:worker_threads";
import { runAsBackgroundThread } from "../process/background-thread.mjs";
import { labelPng } from "./label-png.mjs";
import { labelSheetPdf } from "./label-sheet-pdf.mjs";

// Requests on the main thread come first when both want a core.
runAsBackgroundThread();

/**
 * @typedef {{ id: number; kind: "png"; entity: import("./label-lines.mjs").LabelEntity; url: string }
 *   | { id: number; kind: "sheet"; labels: import("./label-sheet-pdf.mjs").SheetLabel[];
 *       template: import("./sheet-layout.mjs").SheetTemplate; skip: number }} RenderJob
 */

parentPort?.on("message", async (/** @type {RenderJob} */ job) => {
  try {
    const bytes =
      job.kind === "png"
        ? await labelPng(job.entity, job.url)
        : await labelSheetPdf(job.labels, job.template, job.skip);
    const copy = new Uint8Array(bytes.byteLength);
    copy.set(bytes);
    parentPort?.postMessage({ id: job.id, bytes: copy }, [copy.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
