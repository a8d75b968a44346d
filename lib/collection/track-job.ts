import { db } from "@/lib/db/client";
import { recordJobEvent } from "@/lib/events/record-job-event";
import { log } from "@/lib/log";
import { jobErrorMessage } from "./job-error";

// The jobs this process is running, also across Next.js dev-mode module reloads.
const holder = globalThis as typeof globalThis & { __cairnCollectionJobs?: Set<string> };
const active = () => (holder.__cairnCollectionJobs ??= new Set());

export const activeJobIds = (): ReadonlySet<string> => active();

/** How often a running job writes its progress (which also touches updatedAt). */
const REPORT_EVERY_MS = 2_000;

/** Progress reports of one running job, written at most every couple of seconds. */
export class JobProgress {
  private lastWrite = 0;
  private percent = 0;

  constructor(readonly jobId: string) {}

  /** Records `done` of `total` within the span [from, to] percent; writes when it is time. */
  async report(from: number, to: number, done: number, total: number): Promise<void> {
    const share = total > 0 ? Math.min(1, done / total) : 1;
    this.percent = Math.max(this.percent, Math.floor(from + (to - from) * share));
    if (Date.now() - this.lastWrite < REPORT_EVERY_MS) return;
    await this.write();
  }

  async write(): Promise<void> {
    this.lastWrite = Date.now();
    await db().collectionExport.update({
      where: { id: this.jobId },
      data: { progress: Math.min(this.percent, 99) },
    });
  }
}

/** The job's state change as a change event; a failure to record it never fails the job. */
async function announce(jobId: string): Promise<void> {
  await recordJobEvent(jobId).catch((error: unknown) =>
    log.warn("could not record a collection job's change event", { jobId, error }),
  );
}

/**
 * Runs a job in this process after the request that created it has been answered: marks it
 * running, runs `work`, and records the outcome. Never throws: a failure ends as status "failed"
 * with its message (the work undoes its own partial effects before it rethrows).
 */
export function runTrackedJob(jobId: string, work: (progress: JobProgress) => Promise<void>): void {
  active().add(jobId);
  setImmediate(() => {
    void (async () => {
      try {
        const { count } = await db().collectionExport.updateMany({
          where: { id: jobId, status: "pending" },
          data: { status: "running", progress: 0 },
        });
        if (count === 0) return;
        await announce(jobId);
        await work(new JobProgress(jobId));
        await announce(jobId);
      } catch (error) {
        log.warn("collection job failed", { jobId, error });
        await db()
          .collectionExport.updateMany({
            where: { id: jobId, status: { in: ["pending", "running"] } },
            data: { status: "failed", error: jobErrorMessage(error) },
          })
          .catch((writeError: unknown) => log.error("could not record a failed job", { jobId, writeError }));
        await announce(jobId);
      } finally {
        active().delete(jobId);
      }
    })();
  });
}
