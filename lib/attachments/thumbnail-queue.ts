import { log } from "@/lib/log";
import { createThumbnail } from "./create-thumbnail";

type Job = { groupId: string; attachmentId: string };

const pending: Job[] = [];
let running = false;
let draining: Promise<void> | undefined;
let stopped = false;

async function drain(): Promise<void> {
  try {
    for (let job = pending.shift(); job; job = pending.shift()) {
      try {
        await createThumbnail(job.groupId, job.attachmentId);
      } catch (error) {
        log.warn("thumbnail failed", { attachmentId: job.attachmentId, error });
      }
    }
  } finally {
    running = false;
  }
}

/**
 * Queues a thumbnail to be made after the current request has answered. One at a time, so a burst
 * of uploads does not take every core; a thumbnail lost to a restart is made again by
 * `POST /v1/actions/create-missing-thumbnails`.
 */
export function enqueueThumbnail(groupId: string, attachmentId: string): void {
  if (stopped) return;
  pending.push({ groupId, attachmentId });
  if (running) return;
  running = true;
  setImmediate(() => {
    draining = drain();
  });
}

/**
 * At shutdown: drops the queued thumbnails (made again by the action above) and waits for the one
 * being made.
 */
export async function stopThumbnailQueue(): Promise<void> {
  stopped = true;
  pending.length = 0;
  await draining;
}

/** How many thumbnails this process has queued and not yet started. */
export function pendingThumbnailCount(): number {
  return pending.length;
}
