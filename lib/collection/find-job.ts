import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/domain-error";

/** A job of the caller's group; 404 otherwise (another group's too). */
export async function findJob(ctx: TenantContext, id: string) {
  const job = await db().collectionExport.findFirst({ where: { id, groupId: ctx.groupId } });
  if (!job) throw notFound();
  return job;
}
