import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors/domain-error";
import { log } from "@/lib/log";
import { fileStorage } from "@/lib/storage/storage";
import { findJob } from "./find-job";
import { markInterruptedJobs } from "./mark-interrupted-jobs";

/**
 * `DELETE /v1/group/exports/{id}`: removes the job and its stored zip. A job still running → 409
 * (one interrupted by a restart is marked failed first, so it can always be removed).
 */
export async function deleteJob(ctx: TenantContext, id: string): Promise<void> {
  await markInterruptedJobs(ctx.groupId);
  const job = await findJob(ctx, id);
  const { count } = await db().collectionExport.deleteMany({
    where: { id, groupId: ctx.groupId, status: { in: ["completed", "failed"] } },
  });
  if (count === 0)
    throw new DomainError("conflict", `the ${job.kind} is still running; try again when it has ended`);
  if (job.storageKey) {
    try {
      await fileStorage().delete(job.storageKey);
    } catch (error) {
      log.warn("could not remove an export's zip", { jobId: id, error });
    }
  }
}
