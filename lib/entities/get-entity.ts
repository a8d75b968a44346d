import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { locationTypeIds, locationsWhere } from "@/lib/entity-types/location-types";
import { notFound } from "@/lib/errors/domain-error";
import { numberFromMinor } from "@/lib/money";
import { formatDateOnly } from "@/lib/schemas/common";
import type { EntityOut } from "@/lib/schemas/entities";
import { attachmentOrder } from "@/lib/attachments/place-attachment";
import { toItemAttachment } from "./attachment-out";
import { ancestorSummaries } from "./entity-ancestors";
import { toEntityFieldOut } from "./entity-fields";
import { summarySelect } from "./entity-rows";
import { summarize } from "./entity-summaries";
import { heldValue } from "./held-value";

/**
 * The full entity (HomeBox's EntityOut) of the caller's group; 404 otherwise. `location` is the
 * nearest ancestor whose type is a location; `children` (locations only) are its direct children
 * that are locations; with `withNestedCounts` (the web page, not the API: its answer is HomeBox's
 * and carries the ETag) those children also carry their nestedItemCount and nestedQuantity. With
 * `withStock` (the web pages, and the API's `withStock=true`) it carries the consumable fields.
 */
export async function getEntity(
  ctx: TenantContext,
  id: string,
  { withNestedCounts = false, withStock = false } = {},
): Promise<EntityOut> {
  const [entity, locationTypes] = await Promise.all([
    db().entity.findFirst({ where: { id, groupId: ctx.groupId } }),
    locationTypeIds(ctx.groupId),
  ]);
  if (!entity) throw notFound();

  // Only a location answers its children: an item's are not read.
  const entityIsLocation = entity.entityTypeId !== null && locationTypes.includes(entity.entityTypeId);
  const [chain, fields, attachments, locationChildren, total] = await Promise.all([
    entity.parentId ? ancestorSummaries(ctx.groupId, entity.parentId) : Promise.resolve([]),
    db().entityField.findMany({
      where: { groupId: ctx.groupId, entityId: id },
      orderBy: [{ position: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    }),
    attachmentsWithThumbnails(ctx.groupId, id),
    entityIsLocation
      ? db().entity.findMany({
          where: { groupId: ctx.groupId, parentId: id, ...locationsWhere(locationTypes) },
          select: summarySelect,
          orderBy: [{ name: "asc" }, { id: "asc" }],
        })
      : Promise.resolve([]),
    heldValue(ctx.groupId, entity, locationTypes),
  ]);

  // The chain holds the parent, the nearest location and that location's parent: no lookup is left.
  const location = chain.find((link) => link.isLocation);
  const locationRow = location && location.id !== entity.parentId ? location.row : null;
  const [summary, ...others] = await summarize(
    ctx.groupId,
    [entity, ...(locationRow ? [locationRow] : []), ...locationChildren],
    chain.map((link) => link.row),
    locationTypes,
    withNestedCounts,
  );
  const children = locationRow ? others.slice(1) : others;
  const isLocation = summary!.entityType?.isLocation === true;

  const out: EntityOut = {
    ...summary!,
    syncChildEntityLocations: entity.syncChildEntityLocations,
    serialNumber: entity.serialNumber,
    modelNumber: entity.modelNumber,
    manufacturer: entity.manufacturer,
    lifetimeWarranty: entity.lifetimeWarranty,
    warrantyExpires: formatDateOnly(entity.warrantyExpires),
    warrantyDetails: entity.warrantyDetails,
    purchaseDate: formatDateOnly(entity.purchaseDate),
    purchaseFrom: entity.purchaseFrom,
    soldTo: entity.soldTo,
    soldPrice: numberFromMinor(entity.soldPrice),
    soldNotes: entity.soldNotes,
    notes: entity.notes,
    attachments: attachments.map(toItemAttachment),
    fields: fields.map(toEntityFieldOut),
    totalPrice: numberFromMinor(total),
  };
  if (locationRow) {
    const { parent: _parent, ...locationSummary } = others[0]!;
    out.location = locationSummary;
  } else if (location) {
    out.location = summary!.parent;
  }
  if (isLocation) out.children = children;
  if (withStock) {
    out.minQuantity = entity.minQuantity;
    out.unit = entity.unit;
  }
  return out;
}

/**
 * The entity's attachments (not thumbnails) in their order, each with its thumbnail. The thumbnails
 * are looked up only when there are any: `include` asked for them even for an entity without
 * attachments, a query on every get.
 */
async function attachmentsWithThumbnails(groupId: string, entityId: string) {
  const attachments = await db().attachment.findMany({
    where: { groupId, entityId, type: { not: "thumbnail" } },
    orderBy: [...attachmentOrder],
  });
  const thumbnailIds = attachments.flatMap((attachment) => attachment.thumbnailId ?? []);
  const thumbnails =
    thumbnailIds.length > 0
      ? await db().attachment.findMany({ where: { groupId, id: { in: thumbnailIds } } })
      : [];
  const byId = new Map(thumbnails.map((thumbnail) => [thumbnail.id, thumbnail]));
  return attachments.map((attachment) => ({
    ...attachment,
    thumbnail: attachment.thumbnailId ? (byId.get(attachment.thumbnailId) ?? null) : null,
  }));
}
