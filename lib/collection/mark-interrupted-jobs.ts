import { db } from "@/lib/db/client";
import { activeJobIds } from "./track-job";

/** A running job touches its row at least this often; one untouched for longer was interrupted. */
export const STALE_JOB_MS = 5 * 60_000;

export const INTERRUPTED_MESSAGE = "interrupted: the server stopped before the job finished; start it again";

/**
 * Marks jobs still pending or running whose row has not been touched for STALE_JOB_MS as failed
 * (a restart or crash ended them), except those this process is running right now. Runs at server
 * start and before jobs are listed, so no job stays "running" forever.
 */
export async function markInterruptedJobs(groupId?: string): Promise<number> {
  const { count } = await db().collectionExport.updateMany({
    where: {
      ...(groupId ? { groupId } : {}),
      status: { in: ["pending", "running"] },
      updatedAt: { lt: new Date(Date.now() - STALE_JOB_MS) },
      id: { notIn: [...activeJobIds()] },
    },
    data: { status: "failed", error: INTERRUPTED_MESSAGE },
  });
  return count;
}
