import { db } from "@/lib/db/client";
import { toEntityTypeSummary } from "@/lib/entity-types/entity-type-summary";
import { numberFromMinor } from "@/lib/money";
import { formatDateOnly } from "@/lib/schemas/common";
import type { EntitySummary, ParentSummaryOut } from "@/lib/schemas/entities";
import type { EntityTypeSummaryOut } from "@/lib/schemas/entity-types";
import type { TagSummaryOut } from "@/lib/schemas/tags";
import { toTagSummary } from "@/lib/tags/tag-summary";
import { formatAssetId } from "./asset-id";
import { inBatches } from "./batches";
import { summarySelect, type SummaryRow } from "./entity-rows";
import { locationTypeIds } from "@/lib/entity-types/location-types";
import { directItemCounts } from "./item-counts";
import { entityTypesWithTemplate, primaryPhotosOf, tagLinksOf } from "./summary-sql";
import { subtreeTotals } from "./tree-totals";

type Relations = {
  types: Map<string, EntityTypeSummaryOut>;
  tags: Map<string, TagSummaryOut[]>;
  photos: Map<string, { imageId: string; thumbnailId: string | null }>;
  itemCounts: Map<string, number>;
};

/**
 * Summaries of the given rows, in their order, each with its parent (one level, without a further
 * parent). Every relation is fetched once for the whole batch: parents (unless among the `known`
 * rows), then entity types, tags, primary photos and item counts in parallel, and when asked, for
 * the rows that are locations (not for parents), their nested item counts.
 */
export async function summarize(
  groupId: string,
  rows: SummaryRow[],
  known: SummaryRow[] = [],
  /** The group's location type ids, when the caller has them already. */
  locationTypes?: string[],
  /** Cairn: give the rows that are locations their nestedItemCount and nestedQuantity. */
  withNestedCounts = false,
): Promise<EntitySummary[]> {
  if (rows.length === 0) return [];
  const byId = new Map([...known, ...rows].map((row) => [row.id, row]));
  const missingParents = [
    ...new Set(rows.map((row) => row.parentId).filter((id): id is string => !!id && !byId.has(id))),
  ];
  const parents = await inBatches(missingParents, (batch) =>
    db().entity.findMany({ where: { groupId, id: { in: batch } }, select: summarySelect }),
  );
  for (const parent of parents) byId.set(parent.id, parent);
  if (withNestedCounts) locationTypes ??= await locationTypeIds(groupId);
  const isLocationType = new Set(locationTypes ?? []);
  const listedLocations = withNestedCounts
    ? rows
        .filter((row) => row.entityTypeId !== null && isLocationType.has(row.entityTypeId))
        .map((row) => row.id)
    : [];

  const shown = new Map(rows.map((row) => [row.id, row]));
  for (const row of rows) {
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    if (parent) shown.set(parent.id, parent);
  }
  const [relations, nested] = await Promise.all([
    loadRelations(groupId, [...shown.values()]),
    subtreeTotals(groupId, listedLocations),
  ]);
  return rows.map((row) => {
    const summary: EntitySummary = toParentSummary(row, relations);
    const totals = nested.get(row.id);
    if (totals && summary.entityType?.isLocation) {
      summary.nestedItemCount = totals.items;
      summary.nestedQuantity = totals.quantity;
    }
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    if (parent) summary.parent = toParentSummary(parent, relations);
    return summary;
  });
}

async function loadRelations(groupId: string, rows: SummaryRow[]): Promise<Relations> {
  const ids = rows.map((row) => row.id);
  const typeIds = [...new Set(rows.map((row) => row.entityTypeId).filter((id): id is string => !!id))];
  // Item counts are read for every row so that they need not wait for the types; only locations show them.
  const [types, tagLinks, photos, itemCounts] = await Promise.all([
    entityTypesWithTemplate(groupId, typeIds),
    tagLinksOf(groupId, ids),
    primaryPhotosOf(groupId, ids),
    directItemCounts(groupId, ids),
  ]);

  const tags = new Map<string, TagSummaryOut[]>();
  for (const link of tagLinks) {
    const list = tags.get(link.entityId) ?? [];
    list.push(toTagSummary(link.tag));
    tags.set(link.entityId, list);
  }
  const photoOf = new Map<string, { imageId: string; thumbnailId: string | null }>();
  for (const photo of photos) {
    if (!photoOf.has(photo.entityId))
      photoOf.set(photo.entityId, { imageId: photo.id, thumbnailId: photo.thumbnailId });
  }
  return {
    types: new Map(types.map((type) => [type.id, toEntityTypeSummary(type)])),
    tags,
    photos: photoOf,
    itemCounts,
  };
}

function toParentSummary(row: SummaryRow, relations: Relations): ParentSummaryOut {
  const summary: ParentSummaryOut = {
    id: row.id,
    assetId: formatAssetId(row.assetId),
    name: row.name,
    description: row.description,
    quantity: row.quantity,
    insured: row.insured,
    archived: row.archived,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    purchasePrice: numberFromMinor(row.purchasePrice),
    tags: relations.tags.get(row.id) ?? [],
    soldDate: formatDateOnly(row.soldDate),
  };
  const type = row.entityTypeId ? relations.types.get(row.entityTypeId) : undefined;
  if (type) summary.entityType = type;
  const photo = relations.photos.get(row.id);
  if (photo) {
    summary.imageId = photo.imageId;
    if (photo.thumbnailId) summary.thumbnailId = photo.thumbnailId;
  }
  if (type?.isLocation) summary.itemCount = relations.itemCounts.get(row.id) ?? 0;
  return summary;
}
