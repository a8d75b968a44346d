import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import type { CollectionJobOut } from "@/lib/schemas/collection";
import { jobOut } from "./job-out";
import { runExport } from "./run-export";
import { runTrackedJob } from "./track-job";

/** `POST /v1/group/exports`: records a pending export job and starts it in this process (202). */
export async function startExport(ctx: TenantContext): Promise<CollectionJobOut> {
  const job = await db().collectionExport.create({
    data: { groupId: ctx.groupId, createdById: ctx.userId, kind: "export" },
  });
  runTrackedJob(job.id, (progress) => runExport(job.id, ctx.groupId, progress));
  return jobOut(job);
}
