import { Readable } from "node:stream";
import type { TenantContext } from "@/lib/auth/principal";
import { notFound } from "@/lib/errors/domain-error";
import { StoredFileMissing } from "@/lib/storage/file-storage";
import { fileStorage } from "@/lib/storage/storage";
import { contentDisposition, isInlineSafe } from "./content-disposition";
import { findAttachment, LINK_MIME_TYPE } from "./find-attachment";

/**
 * `GET /v1/entities/{id}/attachments/{attachmentId}`: the stored bytes as a stream, or a 302 to
 * an external link. Only images and PDF are shown inline; everything else (HTML and SVG among
 * them) is a download, and the browser may not second-guess the type (nosniff, sandbox CSP).
 */
export async function downloadAttachment(
  ctx: TenantContext,
  entityId: string,
  attachmentId: string,
): Promise<Response> {
  const attachment = await findAttachment(ctx, entityId, attachmentId);
  if (attachment.mimeType === LINK_MIME_TYPE) {
    if (!/^https?:\/\//i.test(attachment.path)) throw notFound();
    return new Response(null, {
      status: 302,
      headers: { Location: new URL(attachment.path).href, "Cache-Control": "no-store" },
    });
  }
  let stream: Readable;
  try {
    stream = await fileStorage().get(attachment.path);
  } catch (error) {
    if (error instanceof StoredFileMissing) throw notFound(error);
    throw error;
  }
  const mimeType = attachment.mimeType;
  const headers: Record<string, string> = {
    "Content-Type": isInlineSafe(mimeType)
      ? mimeType
      : mimeType === "text/plain"
        ? "text/plain; charset=utf-8"
        : "application/octet-stream",
    "Content-Disposition": contentDisposition(attachment.title, mimeType),
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cache-Control": "private, max-age=3600",
  };
  if (attachment.size > 0n || attachment.contentHash) headers["Content-Length"] = attachment.size.toString();
  if (attachment.contentHash) headers.ETag = `"${attachment.contentHash}"`;
  // The service worker (app/sw.ts) keeps thumbnails for reading offline, and no other attachment.
  if (attachment.type === "thumbnail") headers["X-Cairn-Thumbnail"] = "1";
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status: 200, headers });
}
