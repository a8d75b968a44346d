import { createReadStream } from "node:fs";
import type { TenantContext } from "@/lib/auth/principal";
import { recordEvents } from "@/lib/events/record-events";
import { addedChange } from "@/lib/history/sub-record-changes";
import { config } from "@/lib/config/env";
import { assertEntityInGroup } from "@/lib/entities/assert-entity-in-group";
import { getEntity } from "@/lib/entities/get-entity";
import { serializableTransaction } from "@/lib/db/serializable-transaction";
import { nextPosition } from "./place-attachment";
import { invalidField } from "@/lib/errors/domain-error";
import {
  IDEMPOTENCY_HEADER,
  idempotentCreate,
  type IdempotencyClaim,
} from "@/lib/idempotency/idempotency-key";
import {
  attachmentUploadFields,
  type AttachmentType,
  type AttachmentUploadFields,
} from "@/lib/schemas/attachments";
import type { EntityOut } from "@/lib/schemas/entities";
import { contentKey } from "@/lib/storage/file-storage";
import { fileStorage } from "@/lib/storage/storage";
import { hasPrimaryPhoto, makeOnlyPrimary } from "./primary-photo";
import { receiveUpload, type ReceivedFile } from "./receive-upload";
import { lockStoredFile } from "./stored-file-lock";
import { isImageMimeType } from "./sniff-mime-type";
import { enqueueThumbnail } from "./thumbnail-queue";

async function storeOnce(key: string, file: ReceivedFile): Promise<void> {
  if (await fileStorage().exists(key)) return;
  await fileStorage().put(key, createReadStream(file.tempPath), file.size);
}

/**
 * `POST /v1/entities/{id}/attachments`: stores the uploaded `file` once per group under its
 * content hash, records it, applies the primary photo rules and queues a thumbnail for images.
 * The answer does not wait for the thumbnail.
 */
export async function createAttachment(
  ctx: TenantContext,
  entityId: string,
  request: Request,
): Promise<EntityOut | Response> {
  await assertEntityInGroup(ctx, entityId);
  const upload = await receiveUpload(request, { fileField: "file", maxBytes: config().maxUploadBytes });
  try {
    const fields = attachmentUploadFields.parse(upload.fields);
    const file = upload.file;
    if (!file) throw invalidField("file", "is required");

    const type = fields.type ?? (isImageMimeType(file.mimeType) ? "photo" : "attachment");
    // A retried upload with the same Idempotency-Key (the offline queue's) records the file once.
    return await idempotentCreate({
      ctx,
      key: request.headers.get(IDEMPOTENCY_HEADER),
      route: "POST /entities/{id}/attachments",
      request: { entityId, fields, sha256: file.sha256, mimeType: file.mimeType },
      status: 201,
      create: (claim) => recordUpload(ctx, entityId, file, { ...fields, type }, claim),
      replay: () => getEntity(ctx, entityId),
    });
  } finally {
    await upload.discard();
  }
}

async function recordUpload(
  ctx: TenantContext,
  entityId: string,
  file: ReceivedFile,
  fields: AttachmentUploadFields & { type: AttachmentType },
  idempotency: IdempotencyClaim | undefined,
): Promise<EntityOut> {
  const type = fields.type;
  const key = contentKey(ctx.groupId, file.sha256);
  // The file is in place before a record points at it, so a crash leaves at most an orphan file.
  await storeOnce(key, file);
  const attachment = await serializableTransaction(async (tx) => {
    await idempotency?.claim(tx);
    await lockStoredFile(tx, key);
    await assertEntityInGroup(ctx, entityId, tx);
    const created = await tx.attachment.create({
      data: {
        groupId: ctx.groupId,
        entityId,
        type,
        title: fields.name,
        mimeType: file.mimeType,
        path: key,
        size: BigInt(file.size),
        contentHash: file.sha256,
        position: await nextPosition(tx, ctx, entityId, type),
      },
    });
    if (type === "photo" && (fields.primary || !(await hasPrimaryPhoto(tx, ctx.groupId, entityId)))) {
      await makeOnlyPrimary(tx, ctx.groupId, entityId, created.id);
    }
    await recordEvents(tx, ctx, [
      { type: "attachment.created", entityId, changes: addedChange("attachment", created.title) },
    ]);
    await idempotency?.settle(tx, created.id);
    return created;
  });
  // A concurrent delete of the last other record with this content may have removed the file
  // between the check above and the insert (releaseFiles, under the same lock, then ran first);
  // put it back from the spooled copy.
  await storeOnce(key, file);
  if (isImageMimeType(file.mimeType)) enqueueThumbnail(ctx.groupId, attachment.id);
  return await getEntity(ctx, entityId);
}
