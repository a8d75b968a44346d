import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { numberFromMinor } from "@/lib/money";
import type { EntityListOut, EntityListQuery } from "@/lib/schemas/entities";
import { parseAssetId } from "./asset-id";
import { inBatches } from "./batches";
import { summarySelect, type SummaryRow } from "./entity-rows";
import { summarize } from "./entity-summaries";
import { pagingOf } from "./paging";
import { searchEntities } from "./search-entities";
import { withDescendantTags } from "./tag-descendants";

/**
 * `GET /v1/entities`: one page of summaries. `totalPrice` sums the purchase prices of the page's
 * unsold entries (as HomeBox does: price, not price × quantity).
 */
export async function listEntities(ctx: TenantContext, query: EntityListQuery): Promise<EntityListOut> {
  const paging = pagingOf(query.page, query.pageSize);
  const assetSearch = query.q.startsWith("#") ? parseAssetId(query.q.slice(1)) : null;
  const tagIds = query.tagIds.length > 0 ? await withDescendantTags(ctx.groupId, query.tagIds) : [];
  const { hits, total } = await searchEntities(
    ctx.groupId,
    {
      text: assetSearch === null ? query.q : "",
      assetId: assetSearch,
      tagIds,
      negateTags: query.negateTags,
      parentIds: query.parentIds,
      below: query.descendants,
      entityTypeIds: query.entityTypeIds,
      fields: query.fields,
      isLocation: query.isLocation,
      rootsOnly: query.filterChildren,
      includeArchived: query.includeArchived,
      onlyWithPhoto: query.onlyWithPhoto,
      onlyWithoutPhoto: query.onlyWithoutPhoto,
      orderBy: query.orderBy,
    },
    paging,
  );
  // The page's rows and their parents' in one lookup.
  const wanted = [...new Set(hits.flatMap((hit) => (hit.parentId ? [hit.id, hit.parentId] : [hit.id])))];
  const fetched = await rowsInOrder(ctx.groupId, wanted);
  const byId = new Map(fetched.map((row) => [row.id, row]));
  const rows = hits.map((hit) => byId.get(hit.id)).filter((row): row is SummaryRow => row !== undefined);
  const totalPrice = rows.filter((row) => !row.soldDate).reduce((sum, row) => sum + row.purchasePrice, 0n);
  return {
    page: paging.page,
    pageSize: paging.pageSize,
    total,
    items: await summarize(ctx.groupId, rows, fetched, undefined, query.withNestedTotals),
    totalPrice: numberFromMinor(totalPrice),
  };
}

/** Summary rows for the ids, in the order given. */
export async function rowsInOrder(groupId: string, ids: string[]): Promise<SummaryRow[]> {
  const rows = await inBatches(ids, (batch) =>
    db().entity.findMany({ where: { groupId, id: { in: batch } }, select: summarySelect }),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is SummaryRow => row !== undefined);
}
