import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { lockGroupForBulkWrite } from "@/lib/db/lock-group-for-bulk-write";
import { DomainError } from "@/lib/errors/domain-error";
import type { CollectionJobOut } from "@/lib/schemas/collection";
import { jobOut } from "./job-out";
import { markInterruptedJobs } from "./mark-interrupted-jobs";
import { runExport } from "./run-export";
import { runTrackedJob } from "./track-job";

/**
 * `POST /v1/group/exports`: records a pending export job and starts it in this process (202). One
 * export per group runs at a time: while one is pending or running another is refused (409), so a
 * group cannot fill the disk with copies of itself in parallel (each is a whole copy of its files).
 */
export async function startExport(ctx: TenantContext): Promise<CollectionJobOut> {
  await markInterruptedJobs(ctx.groupId);
  const job = await db().$transaction(async (tx) => {
    // Two requests at once must not both find none running (PostgreSQL; SQLite writes one at a time).
    await lockGroupForBulkWrite(tx, ctx.groupId);
    const running = await tx.collectionExport.count({
      where: { groupId: ctx.groupId, kind: "export", status: { in: ["pending", "running"] } },
    });
    if (running > 0) {
      throw new DomainError("conflict", "a backup of this group is already running; wait until it has ended");
    }
    return tx.collectionExport.create({
      data: { groupId: ctx.groupId, createdById: ctx.userId, kind: "export" },
    });
  });
  runTrackedJob(job.id, (progress) => runExport(job.id, ctx.groupId, progress));
  return jobOut(job);
}
