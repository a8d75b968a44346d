import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { log } from "@/lib/log";
import type { ActionAmountOut } from "@/lib/schemas/entities";
import { createThumbnail } from "./create-thumbnail";

const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp", "image/heic", "image/heif"];

/**
 * `POST /v1/actions/create-missing-thumbnails`: makes the thumbnail of every image attachment of
 * the group that has none (older data, or a restart before the queue got to it). Images that
 * cannot be read are logged and skipped. `completed` counts the thumbnails made.
 */
export async function createMissingThumbnails(ctx: TenantContext): Promise<ActionAmountOut> {
  const missing = await db().attachment.findMany({
    where: {
      groupId: ctx.groupId,
      thumbnailId: null,
      type: { not: "thumbnail" },
      mimeType: { in: IMAGE_TYPES },
    },
    select: { id: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  let completed = 0;
  for (const { id } of missing) {
    try {
      if (await createThumbnail(ctx.groupId, id)) completed++;
    } catch (error) {
      log.warn("thumbnail failed", { attachmentId: id, error });
    }
  }
  return { completed };
}
