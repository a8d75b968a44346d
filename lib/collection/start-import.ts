import { mkdir, rename } from "node:fs/promises";
import path from "node:path";
import { receiveUpload } from "@/lib/attachments/receive-upload";
import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { DomainError, invalidField } from "@/lib/errors/domain-error";
import type { CollectionJobOut } from "@/lib/schemas/collection";
import { MAX_IMPORT_BYTES } from "./archive-format";
import { checkArchiveUpfront } from "./check-archive-upfront";
import { nonSeedContents, notEmptyMessage } from "./group-contents";
import { jobOut } from "./job-out";
import { markInterruptedJobs } from "./mark-interrupted-jobs";
import { collectionTempDir } from "./run-export";
import { runImport } from "./run-import";
import { runTrackedJob } from "./track-job";

/**
 * `POST /v1/group/import` (owner): refuses a group that holds more than its seeded data (409)
 * before reading the upload, spools the zip to a temporary file and starts the restore job in this
 * process (202). A file that is not a zip, or a zip bomb by its directory, is refused at once
 * (422); what is wrong inside the zip is reported by the job.
 */
export async function startImport(ctx: TenantContext, request: Request): Promise<CollectionJobOut> {
  await markInterruptedJobs(ctx.groupId);
  const busy = await db().collectionExport.count({
    where: { groupId: ctx.groupId, kind: "import", status: { in: ["pending", "running"] } },
  });
  if (busy > 0) throw new DomainError("conflict", "a restore into this group is already running");
  const found = await nonSeedContents(ctx.groupId);
  if (found.length > 0) throw new DomainError("conflict", notEmptyMessage(found));

  const upload = await receiveUpload(request, { fileField: "file", maxBytes: MAX_IMPORT_BYTES });
  try {
    const file = upload.file;
    if (!file) throw invalidField("file", "is required");
    await checkArchiveUpfront(file.tempPath);
    const job = await db().collectionExport.create({
      data: { groupId: ctx.groupId, createdById: ctx.userId, kind: "import", size: BigInt(file.size) },
    });
    try {
      await mkdir(collectionTempDir(), { recursive: true });
      const zipPath = path.join(collectionTempDir(), `${job.id}.import.zip`);
      await rename(file.tempPath, zipPath);
      runTrackedJob(job.id, (progress) => runImport(job.id, ctx.groupId, zipPath, progress));
    } catch (error) {
      await db().collectionExport.delete({ where: { id: job.id } });
      throw error;
    }
    return jobOut(job);
  } finally {
    await upload.discard();
  }
}
