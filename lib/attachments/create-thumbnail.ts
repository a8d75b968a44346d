import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { db } from "@/lib/db/client";
import { contentKey } from "@/lib/storage/file-storage";
import { fileStorage } from "@/lib/storage/storage";
import { releaseFiles } from "./release-files";
import { isImageMimeType } from "./sniff-mime-type";

export const THUMBNAIL_SIZE = 500;
export const THUMBNAIL_MIME_TYPE = "image/webp";

/** Images larger than this many pixels are not decoded (decompression bombs). */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * Renders an image as a WebP fitting THUMBNAIL_SIZE², turned upright by its EXIF orientation and
 * without any metadata (sharp writes none unless asked, so GPS positions and the like are gone).
 */
export async function renderThumbnail(source: Readable): Promise<Buffer> {
  // Loaded on the first image: libvips costs tens of MB that a server without photos never needs.
  const { default: sharp } = await import("sharp");
  const transformer = sharp({ limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 80 });
  source.on("error", (error) => transformer.destroy(error));
  return source.pipe(transformer).toBuffer();
}

/**
 * Makes the thumbnail of one image attachment and links it through `thumbnailId`. Returns false
 * when there is nothing to do (not an image, already has one, gone meanwhile). Throws when the
 * image cannot be read.
 */
export async function createThumbnail(groupId: string, attachmentId: string): Promise<boolean> {
  const original = await db().attachment.findFirst({ where: { id: attachmentId, groupId } });
  if (!original || original.thumbnailId || original.type === "thumbnail") return false;
  if (!isImageMimeType(original.mimeType)) return false;

  const webp = await renderThumbnail(await fileStorage().get(original.path));
  const hash = createHash("sha256").update(webp).digest("hex");
  const key = contentKey(groupId, hash);
  if (!(await fileStorage().exists(key))) await fileStorage().put(key, Readable.from([webp]), webp.length);

  const linked = await db()
    .$transaction(async (tx) => {
      const thumbnail = await tx.attachment.create({
        data: {
          groupId,
          entityId: original.entityId,
          type: "thumbnail",
          title: original.title,
          mimeType: THUMBNAIL_MIME_TYPE,
          path: key,
          size: BigInt(webp.length),
          contentHash: hash,
        },
      });
      const { count } = await tx.attachment.updateMany({
        where: { id: original.id, groupId, thumbnailId: null },
        data: { thumbnailId: thumbnail.id },
      });
      if (count === 0) await tx.attachment.delete({ where: { id: thumbnail.id } });
      return count > 0;
    })
    .catch(async (error: unknown) => {
      // The original (or its entity) was deleted meanwhile.
      await releaseFiles(groupId, [{ path: key, mimeType: THUMBNAIL_MIME_TYPE }]);
      throw error;
    });
  if (!linked) await releaseFiles(groupId, [{ path: key, mimeType: THUMBNAIL_MIME_TYPE }]);
  return linked;
}
