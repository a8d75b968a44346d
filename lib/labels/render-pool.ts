import path from "node:path";
import { Worker } from "node:worker_threads";
import { config } from "@/lib/config/env";
import { DomainError } from "@/lib/errors/domain-error";
import { onShutdown } from "@/lib/process/shutdown-hooks";
import type { LabelEntity } from "./label-entities";
import type { SheetLabel } from "./label-sheet-pdf.mjs";
import type { SheetTemplate } from "./sheet-layout.mjs";

type Job =
  | { kind: "png"; entity: LabelEntity; url: string }
  | { kind: "sheet"; labels: SheetLabel[]; template: SheetTemplate; skip: number };
type Reply = { id: number; bytes?: Uint8Array; error?: string };
type Pending = { job: Job; resolve: (bytes: Buffer) => void; reject: (error: Error) => void };
type Slot = {
  worker: Worker;
  busy: (Pending & { id: number; timer: NodeJS.Timeout }) | null;
  idleTimer?: NodeJS.Timeout;
};

/** A render that takes longer than this is given up and its worker replaced. */
const RENDER_TIMEOUT_MS = 120_000;
/** How long a refused client is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;
/**
 * A worker idle this long is ended. Each one holds its own V8 heap, which would otherwise stay for
 * the life of the server (about 240 MB after a 500-label sheet while the QR codes went through
 * pdf-lib's drawing calls; tens of MB since they are written as operators). The next render starts a
 * new one (some tens of ms).
 */
export const WORKER_IDLE_MS = 20_000;
/**
 * Each worker's heap limits (MB). A 500-label sheet needs well under this; without limits a
 * worker's heap could grow as large as the server's.
 */
const WORKER_RESOURCE_LIMITS = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 16 };

const holder = globalThis as typeof globalThis & { __cairnLabelPool?: RenderPool };

/**
 * The worker file, from the app's folder (scripts/start.mjs sets CAIRN_APP_ROOT; tests run from the
 * repository). Loaded by path, as plain JavaScript: Next.js does not bundle it.
 */
function workerFile(): string {
  const root = process.env.CAIRN_APP_ROOT ?? process.cwd();
  return path.join(/*turbopackIgnore: true*/ root, "lib", "labels", "render-worker.mjs");
}

/**
 * Label PNGs and sheet PDFs are drawn in worker threads: QR encoding and PDF layout are pure
 * JavaScript, and a 500-label sheet held the event loop for seconds, stalling every other request
 * of the server. A few workers (CAIRN_LABEL_RENDER_WORKERS), started on the first render; jobs
 * beyond them wait in a short queue (CAIRN_LABEL_RENDER_QUEUE), and one more is refused with 503
 * and Retry-After rather than piling up memory and latency.
 */
export class RenderPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;

  constructor(
    private readonly size: number,
    private readonly queueLimit: number,
    private readonly idleMs = WORKER_IDLE_MS,
  ) {}

  render(job: Job): Promise<Buffer> {
    const idle = this.idleSlot();
    if (!idle && this.queue.length >= this.queueLimit) {
      return Promise.reject(
        new DomainError("unavailable", "the label renderer is busy; try again in a few seconds", {
          retryAfterSeconds: RETRY_AFTER_SECONDS,
        }),
      );
    }
    return new Promise<Buffer>((resolve, reject) => {
      const pending = { job, resolve, reject };
      if (idle) this.start(idle, pending);
      else this.queue.push(pending);
    });
  }

  async close(): Promise<void> {
    const slots = this.slots.splice(0);
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private idleSlot(): Slot | undefined {
    const idle = this.slots.find((slot) => slot.busy === null);
    if (idle) return idle;
    if (this.slots.length >= this.size) return undefined;
    const slot: Slot = { worker: this.spawn(), busy: null };
    this.slots.push(slot);
    this.listen(slot);
    return slot;
  }

  private spawn(): Worker {
    // Reflect.construct: the bundler would otherwise take `new Worker(...)` for a file to bundle.
    const worker = Reflect.construct(Worker, [
      workerFile(),
      { resourceLimits: WORKER_RESOURCE_LIMITS },
    ]) as Worker;
    // An idle worker must not keep the process (or a test run) alive.
    worker.unref();
    return worker;
  }

  private listen(slot: Slot): void {
    slot.worker.on("message", (reply: Reply) => {
      const busy = slot.busy;
      if (!busy || busy.id !== reply.id) return;
      clearTimeout(busy.timer);
      slot.busy = null;
      if (reply.bytes)
        busy.resolve(Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength));
      else busy.reject(new Error(`label render failed: ${reply.error ?? "unknown"}`));
      this.next(slot);
    });
    const fail = (error: Error) => this.replace(slot, error);
    slot.worker.on("error", fail);
    slot.worker.on("exit", (code) => fail(new Error(`label render worker exited with ${code}`)));
  }

  private start(slot: Slot, pending: Pending): void {
    const id = this.nextId++;
    const timer = setTimeout(() => {
      this.replace(slot, new Error("label render timed out"));
    }, RENDER_TIMEOUT_MS);
    timer.unref();
    clearTimeout(slot.idleTimer);
    slot.busy = { ...pending, id, timer };
    slot.worker.ref();
    slot.worker.postMessage({ id, ...pending.job });
  }

  private next(slot: Slot): void {
    const pending = this.queue.shift();
    if (pending) return this.start(slot, pending);
    slot.worker.unref();
    slot.idleTimer = setTimeout(() => this.retire(slot), this.idleMs);
    slot.idleTimer.unref();
  }

  /** Ends an idle worker; its memory goes back to the system. */
  private retire(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index < 0 || slot.busy) return;
    this.slots.splice(index, 1);
    slot.worker.removeAllListeners();
    void slot.worker.terminate();
  }

  /** Workers running now, busy or idle. */
  get workers(): number {
    return this.slots.length;
  }

  /** A worker that crashed or hung: its job fails, and the slot starts over with a new worker. */
  private replace(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    if (slot.busy) {
      clearTimeout(slot.busy.timer);
      slot.busy.reject(error);
      slot.busy = null;
    }
    clearTimeout(slot.idleTimer);
    slot.worker.removeAllListeners();
    void slot.worker.terminate();
    const pending = this.queue.shift();
    if (pending) {
      const fresh = this.idleSlot();
      if (fresh) this.start(fresh, pending);
      else this.queue.unshift(pending);
    }
  }
}

function pool(): RenderPool {
  if (!holder.__cairnLabelPool) {
    const { labelRenderWorkers, labelRenderQueue } = config();
    const created = new RenderPool(labelRenderWorkers, labelRenderQueue);
    holder.__cairnLabelPool = created;
    onShutdown("label render workers", () => created.close());
  }
  return holder.__cairnLabelPool;
}

/** A label PNG, drawn in a render worker. 503 when the renderer's queue is full. */
export function renderLabelPng(entity: LabelEntity, url: string): Promise<Buffer> {
  return pool().render({ kind: "png", entity, url });
}

/** A label sheet PDF, drawn in a render worker. 503 when the renderer's queue is full. */
export function renderLabelSheet(
  labels: SheetLabel[],
  template: SheetTemplate,
  skip: number,
): Promise<Buffer> {
  return pool().render({ kind: "sheet", labels, template, skip });
}
