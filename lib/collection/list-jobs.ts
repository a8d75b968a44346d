import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import type { CollectionJobListOut, CollectionJobOut } from "@/lib/schemas/collection";
import { findJob } from "./find-job";
import { jobOut } from "./job-out";
import { markInterruptedJobs } from "./mark-interrupted-jobs";

/** `GET /v1/group/exports`: the group's backup and restore jobs, newest first. */
export async function listJobs(ctx: TenantContext): Promise<CollectionJobListOut> {
  await markInterruptedJobs(ctx.groupId);
  const rows = await db().collectionExport.findMany({
    where: { groupId: ctx.groupId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 500,
  });
  return { items: rows.map(jobOut) };
}

/** `GET /v1/group/exports/{id}`. */
export async function getJob(ctx: TenantContext, id: string): Promise<CollectionJobOut> {
  await markInterruptedJobs(ctx.groupId);
  return jobOut(await findJob(ctx, id));
}
