import type { TenantContext } from "@/lib/auth/principal";
import { recordEvents } from "@/lib/events/record-events";
import { editedChanges } from "@/lib/history/sub-record-changes";
import { serializableTransaction } from "@/lib/db/serializable-transaction";
import { getEntity } from "@/lib/entities/get-entity";
import { notFound } from "@/lib/errors/domain-error";
import type { AttachmentUpdate } from "@/lib/schemas/attachments";
import type { EntityOut } from "@/lib/schemas/entities";
import { findAttachment, LINK_MIME_TYPE } from "./find-attachment";
import { placeAttachment } from "./place-attachment";
import { makeOnlyPrimary } from "./primary-photo";

/**
 * `PUT /v1/entities/{id}/attachments/{attachmentId}`: changes type, title and primary. A photo
 * made primary clears the entity's other primary; anything that is not a photo is never primary.
 * Cairn's optional `position` moves it among the entity's attachments of its type, in the same
 * transaction (place-attachment.ts).
 */
export async function updateAttachment(
  ctx: TenantContext,
  entityId: string,
  attachmentId: string,
  update: AttachmentUpdate,
): Promise<EntityOut> {
  await serializableTransaction(async (tx) => {
    const attachment = await findAttachment(ctx, entityId, attachmentId, tx);
    if (attachment.type === "thumbnail") throw notFound();
    const type = update.type ?? attachment.type;
    const canBePrimary = type === "photo" && attachment.mimeType !== LINK_MIME_TYPE;
    const primary = canBePrimary && (update.primary ?? attachment.primary);
    const title = update.title ?? attachment.title;
    await tx.attachment.update({ where: { id: attachment.id }, data: { type, title, primary } });
    if (primary) await makeOnlyPrimary(tx, ctx.groupId, entityId, attachment.id);
    // One that changes type goes last among its new siblings unless it is given a place.
    if (update.position !== undefined || type !== attachment.type)
      await placeAttachment(
        tx,
        ctx,
        entityId,
        attachment.id,
        type,
        update.position ?? Number.MAX_SAFE_INTEGER,
      );
    const changes = editedChanges(
      "attachment",
      { name: attachment.title, type: attachment.type, primary: attachment.primary },
      { name: title, type, primary },
    );
    await recordEvents(tx, ctx, [{ type: "attachment.updated", entityId, changes }]);
  });
  return getEntity(ctx, entityId);
}
