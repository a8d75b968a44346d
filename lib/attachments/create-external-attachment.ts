import type { TenantContext } from "@/lib/auth/principal";
import { recordEvents } from "@/lib/events/record-events";
import { addedChange } from "@/lib/history/sub-record-changes";
import { db } from "@/lib/db/client";
import { nextPosition } from "./place-attachment";
import { assertEntityInGroup } from "@/lib/entities/assert-entity-in-group";
import { getEntity } from "@/lib/entities/get-entity";
import type { ExternalAttachmentCreate } from "@/lib/schemas/attachments";
import type { EntityOut } from "@/lib/schemas/entities";
import { LINK_MIME_TYPE } from "./find-attachment";

/**
 * `POST /v1/entities/{id}/attachments/external`: keeps a link as an attachment (mimeType
 * "link/url", path = the URL). Links hold no file and are never primary.
 */
export async function createExternalAttachment(
  ctx: TenantContext,
  entityId: string,
  input: ExternalAttachmentCreate,
): Promise<EntityOut> {
  await assertEntityInGroup(ctx, entityId);
  const url = new URL(input.external_id).href;
  await db().$transaction(async (tx) => {
    const type = input.attachment_type ?? "attachment";
    const created = await tx.attachment.create({
      data: {
        groupId: ctx.groupId,
        entityId,
        type,
        position: await nextPosition(tx, ctx, entityId, type),
        title: input.title ?? url.slice(0, 255),
        mimeType: LINK_MIME_TYPE,
        path: url,
      },
    });
    await recordEvents(tx, ctx, [
      { type: "attachment.created", entityId, changes: addedChange("attachment", created.title) },
    ]);
  });
  return getEntity(ctx, entityId);
}
