import { Readable } from "node:stream";
import type { TenantContext } from "@/lib/auth/principal";
import { DomainError, notFound } from "@/lib/errors/domain-error";
import { StoredFileMissing } from "@/lib/storage/file-storage";
import { fileStorage } from "@/lib/storage/storage";
import { findJob } from "./find-job";

/** `GET /v1/group/exports/{id}/download`: the zip, streamed from storage; 409 until it is ready. */
export async function downloadExport(ctx: TenantContext, id: string): Promise<Response> {
  const job = await findJob(ctx, id);
  if (job.kind !== "export") throw new DomainError("conflict", "an import has nothing to download");
  if (job.status !== "completed" || !job.storageKey) {
    throw new DomainError("conflict", `the export is not ready to download (status: ${job.status})`);
  }
  let stream: Readable;
  try {
    stream = await fileStorage().get(job.storageKey);
  } catch (error) {
    if (error instanceof StoredFileMissing) throw notFound(error);
    throw error;
  }
  const day = job.createdAt.toISOString().slice(0, 10);
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      "Content-Type": "application/zip",
      "Content-Length": job.size.toString(),
      "Content-Disposition": `attachment; filename="cairn-backup-${day}-${job.id.slice(0, 8)}.zip"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
    },
  });
}
