import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { locationTypeIds, locationsWhere } from "@/lib/entity-types/location-types";
import { notFound } from "@/lib/errors/domain-error";
import { numberFromMinor } from "@/lib/money";
import { formatDateOnly } from "@/lib/schemas/common";
import type { EntityOut } from "@/lib/schemas/entities";
import { attachmentOrder } from "@/lib/attachments/place-attachment";
import { toItemAttachment } from "./attachment-out";
import { ancestorChain } from "./entity-ancestors";
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
  const entity = await db().entity.findFirst({ where: { id, groupId: ctx.groupId } });
  if (!entity) throw notFound();

  const locationTypes = await locationTypeIds(ctx.groupId);
  const [chain, fields, attachments, locationChildren, total] = await Promise.all([
    entity.parentId ? ancestorChain(ctx.groupId, entity.parentId) : Promise.resolve([]),
    db().entityField.findMany({
      where: { groupId: ctx.groupId, entityId: id },
      orderBy: [{ position: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    }),
    db().attachment.findMany({
      where: { groupId: ctx.groupId, entityId: id, type: { not: "thumbnail" } },
      include: { thumbnail: true },
      orderBy: [...attachmentOrder],
    }),
    db().entity.findMany({
      where: { groupId: ctx.groupId, parentId: id, ...locationsWhere(locationTypes) },
      select: summarySelect,
      orderBy: [{ name: "asc" }, { id: "asc" }],
    }),
    heldValue(ctx.groupId, entity, locationTypes),
  ]);

  const location = chain.find((link) => link.isLocation);
  const locationRow =
    location && location.id !== entity.parentId
      ? await db().entity.findFirst({
          where: { id: location.id, groupId: ctx.groupId },
          select: summarySelect,
        })
      : null;
  const [summary, ...others] = await summarize(
    ctx.groupId,
    [entity, ...(locationRow ? [locationRow] : []), ...locationChildren],
    [],
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
