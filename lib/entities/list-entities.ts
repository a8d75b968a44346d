import type { TenantContext } from "@/lib/auth/principal";
import { numberFromMinor } from "@/lib/money";
import type { EntityListOut, EntityListQuery, EntitySummary, PathStep } from "@/lib/schemas/entities";
import { parseAssetId } from "./asset-id";
import type { SummaryRow } from "./entity-rows";
import { summarize } from "./entity-summaries";
import { pagingOf } from "./paging";
import { keptTotals } from "./kept-totals";
import { searchSummaries, type EntityFilters } from "./search-entities";
import { withDescendantTags } from "./tag-descendants";
import { containersNamed } from "./search/container-source";
import { groupSkeleton } from "./tree-totals";
import { containersBelow } from "./roll-up";
import { config } from "@/lib/config/env";
import { providerOf } from "@/lib/db/database-url.mjs";

/**
 * `GET /v1/entities`: one page of summaries. `totalPrice` sums the purchase prices of the page's
 * unsold entries (as HomeBox does: price, not price × quantity).
 */
export async function listEntities(ctx: TenantContext, query: EntityListQuery): Promise<EntityListOut> {
  const paging = pagingOf(query.page, query.pageSize);
  const filters = await filtersOf(ctx.groupId, query);
  // The page's rows and their parents come with the page itself.
  const [{ rows, parents, total }, totals] = await Promise.all([
    searchSummaries(ctx.groupId, filters, paging),
    query.withTotals ? keptTotals(ctx.groupId, filters) : undefined,
  ]);
  const fetched = [...rows, ...parents];
  const byId = new Map(fetched.map((row) => [row.id, row]));
  const totalPrice = rows.filter((row) => !row.soldDate).reduce((sum, row) => sum + row.purchasePrice, 0n);
  const items = await summarize(ctx.groupId, rows, fetched, undefined, query.withNestedTotals);
  if (query.withPath) await addPaths(ctx.groupId, items);
  if (query.withStock) addStockFields(items, byId);
  return {
    page: paging.page,
    pageSize: paging.pageSize,
    total,
    items,
    totalPrice: numberFromMinor(totalPrice),
    ...(totals
      ? { totals: { count: totals.count, quantity: totals.quantity, value: numberFromMinor(totals.value) } }
      : {}),
  };
}

/**
 * Each entry's ancestors, root first, from the group's kept skeleton: every parent holds something,
 * so every ancestor is a container there, and a page of paths costs no query once it is kept.
 */
async function addPaths(groupId: string, items: EntitySummary[]): Promise<void> {
  const nodes = new Map((await groupSkeleton(groupId)).map((node) => [node.id, node]));
  for (const item of items) {
    const path: PathStep[] = [];
    const seen = new Set<string>([item.id]);
    for (let node = item.parent ? nodes.get(item.parent.id) : undefined; node && !seen.has(node.id);) {
      seen.add(node.id);
      path.unshift({ id: node.id, name: node.name });
      node = node.parentId === null ? undefined : nodes.get(node.parentId);
    }
    item.path = path;
  }
}

/** Each entry's minimum quantity and unit (read with its summary row), so a list can step stock. */
function addStockFields(items: EntitySummary[], rows: Map<string, SummaryRow>): void {
  for (const item of items) {
    const row = rows.get(item.id);
    item.minQuantity = row?.minQuantity ?? 0;
    item.unit = row?.unit ?? "";
  }
}

/** The list query as search filters: tags widened to their descendants, `#…` read as an asset id. */
export async function filtersOf(groupId: string, query: EntityListQuery): Promise<EntityFilters> {
  const assetSearch = query.q.startsWith("#") ? parseAssetId(query.q.slice(1)) : null;
  const text = assetSearch === null ? query.q : "";
  // One skeleton for both steps: each read of it first asks the database whether the group changed.
  const [tagIds, skeleton] = await Promise.all([
    query.tagIds.length > 0 ? withDescendantTags(groupId, query.tagIds) : [],
    text ? groupSkeleton(groupId) : [],
  ]);
  const textNamed = text ? containersNamed(providerOf(config().databaseUrl), skeleton, text) : [];
  return {
    text,
    textInside: textNamed.length > 0 ? containersBelow(skeleton, textNamed) : [],
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
    loans: query.loans,
    orderBy: query.orderBy,
    orderDir: query.orderDir,
  };
}
