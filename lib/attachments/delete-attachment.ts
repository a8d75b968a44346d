import type { TenantContext } from "@/lib/auth/principal";
import { recordEvents } from "@/lib/events/record-events";
import { removedChange } from "@/lib/history/sub-record-changes";
import { serializableTransaction } from "@/lib/db/serializable-transaction";
import { findAttachment } from "./find-attachment";
import { promoteFirstPhoto } from "./primary-photo";
import { releaseFiles } from "./release-files";

/**
 * `DELETE /v1/entities/{id}/attachments/{attachmentId}`: removes the record with its thumbnail,
 * then their stored files once no record of the group points at them. When the primary photo
 * goes, the oldest remaining photo takes its place.
 */
export async function deleteAttachment(ctx: TenantContext, entityId: string, attachmentId: string) {
  const removed = await serializableTransaction(async (tx) => {
    const attachment = await findAttachment(ctx, entityId, attachmentId, tx);
    const thumbnail = attachment.thumbnailId
      ? await tx.attachment.findFirst({ where: { id: attachment.thumbnailId, groupId: ctx.groupId } })
      : null;
    const ids = [attachment.id, ...(thumbnail ? [thumbnail.id] : [])];
    await tx.attachment.deleteMany({ where: { id: { in: ids }, groupId: ctx.groupId } });
    if (attachment.primary) await promoteFirstPhoto(tx, ctx.groupId, entityId);
    await recordEvents(tx, ctx, [
      { type: "attachment.deleted", entityId, changes: removedChange("attachment", attachment.title) },
    ]);
    return thumbnail ? [attachment, thumbnail] : [attachment];
  });
  await releaseFiles(ctx.groupId, removed);
}
