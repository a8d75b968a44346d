import { randomUUID } from "node:crypto";
import type { TenantContext } from "@/lib/auth/principal";
import { db, type Tx } from "@/lib/db/client";
import { recordEvents } from "@/lib/events/record-events";
import { notFound } from "@/lib/errors/domain-error";
import type { DuplicateOptions, EntityOut } from "@/lib/schemas/entities";
import { allocateAssetIds, ASSET_TRANSACTION_OPTIONS, withAssetCounterRepair } from "./asset-counter";
import { getEntity } from "./get-entity";

/**
 * `POST /v1/entities/{id}/duplicate`: a copy with the next asset ID, "<prefix><name>" (cut to 255
 * characters), the same parent, type, tags and values. Custom fields, maintenance entries and
 * attachment records are copied on request; copied attachments point at the same stored bytes.
 */
export async function duplicateEntity(
  ctx: TenantContext,
  id: string,
  options: DuplicateOptions,
): Promise<EntityOut> {
  const copyId = await withAssetCounterRepair(ctx.groupId, () =>
    db().$transaction((tx) => copyInTransaction(tx, ctx, id, options), ASSET_TRANSACTION_OPTIONS),
  );
  return getEntity(ctx, copyId);
}

async function copyInTransaction(
  tx: Tx,
  ctx: TenantContext,
  id: string,
  options: DuplicateOptions,
): Promise<string> {
  const source = await tx.entity.findFirst({
    where: { id, groupId: ctx.groupId },
    include: { tags: { select: { tagId: true } } },
  });
  if (!source) throw notFound();
  const assetId = await allocateAssetIds(tx, ctx.groupId);
  const {
    id: _id,
    tags,
    assetId: _asset,
    importRef: _ref,
    createdAt: _created,
    updatedAt: _updated,
    ...values
  } = source;
  const copy = await tx.entity.create({
    data: {
      ...values,
      name: `${options.copyPrefix}${source.name}`.slice(0, 255),
      assetId,
      tags: { create: tags.map(({ tagId }) => ({ tagId })) },
    },
    select: { id: true },
  });
  if (options.copyCustomFields) await copyFields(tx, ctx, id, copy.id);
  if (options.copyMaintenance) await copyMaintenance(tx, ctx, id, copy.id);
  if (options.copyAttachments) await copyAttachments(tx, ctx, id, copy.id);
  await recordEvents(tx, ctx, [{ type: "entity.created", entityId: copy.id }]);
  return copy.id;
}

async function copyFields(tx: Tx, ctx: TenantContext, fromId: string, toId: string) {
  const fields = await tx.entityField.findMany({
    where: { groupId: ctx.groupId, entityId: fromId },
    orderBy: { position: "asc" },
  });
  if (fields.length === 0) return;
  await tx.entityField.createMany({
    data: fields.map(({ id: _id, createdAt: _c, updatedAt: _u, ...field }) => ({ ...field, entityId: toId })),
  });
}

async function copyMaintenance(tx: Tx, ctx: TenantContext, fromId: string, toId: string) {
  const entries = await tx.maintenanceEntry.findMany({ where: { groupId: ctx.groupId, entityId: fromId } });
  if (entries.length === 0) return;
  await tx.maintenanceEntry.createMany({
    data: entries.map(({ id: _id, createdAt: _c, updatedAt: _u, ...entry }) => ({
      ...entry,
      entityId: toId,
    })),
  });
}

async function copyAttachments(tx: Tx, ctx: TenantContext, fromId: string, toId: string) {
  const attachments = await tx.attachment.findMany({
    where: { groupId: ctx.groupId, entityId: fromId, type: { not: "thumbnail" } },
    include: { thumbnail: true },
    orderBy: { createdAt: "asc" },
  });
  const rows = [];
  for (const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    thumbnail,
    thumbnailId: _t,
    ...attachment
  } of attachments) {
    let thumbnailId: string | null = null;
    if (thumbnail) {
      const { id: _tid, createdAt: _tc, updatedAt: _tu, thumbnailId: _tt, ...thumbnailValues } = thumbnail;
      thumbnailId = randomUUID();
      rows.push({ ...thumbnailValues, id: thumbnailId, entityId: toId, thumbnailId: null });
    }
    rows.push({ ...attachment, id: randomUUID(), entityId: toId, thumbnailId });
  }
  // Thumbnails come before the photos that point at them.
  for (const row of rows) await tx.attachment.create({ data: row });
}
