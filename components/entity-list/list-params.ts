import {
  defaultDirection,
  ENTITY_ORDERS,
  ORDER_DIRECTIONS,
  type EntityOrder,
  type OrderDirection,
} from "@/lib/schemas/entity-order";
import { loanListFilterOf, type LoanListFilter } from "@/components/loans/loan-list-filter";

/** Entities per page of the list: enough to scan, small enough to render at once. */
export const LIST_PAGE_SIZE = 50;

export type PhotoFilter = "any" | "with" | "without";
export type KindFilter = "items" | "locations";

/**
 * What the entity list shows, as kept in the page's URL (so any filtered view can be bookmarked
 * or shared). Defaults are left out of the URL to keep links short.
 */
export type ListParams = {
  q: string;
  tags: string[];
  negateTags: boolean;
  /** The location (or any parent) whose contents are listed: everything inside it, at any depth. */
  parentId: string;
  /** Only what sits directly in `parentId`, not what is in its sub-locations or inside items. */
  directOnly: boolean;
  entityTypeId: string;
  kind: KindFilter;
  includeArchived: boolean;
  photo: PhotoFilter;
  /** Cairn: only what is lent out, or overdue (the API's `loans`). */
  loans: LoanListFilter;
  orderBy: EntityOrder;
  /** Chosen by the user; "" is the order's own direction, and for a search, best match first. */
  orderDir: OrderDirection | "";
  page: number;
};

export const DEFAULT_PARAMS: ListParams = {
  q: "",
  tags: [],
  negateTags: false,
  parentId: "",
  directOnly: false,
  entityTypeId: "",
  kind: "items",
  includeArchived: false,
  photo: "any",
  loans: "",
  orderBy: "name",
  orderDir: "",
  page: 1,
};

type Readable = Pick<URLSearchParams, "get" | "getAll">;

/** The list's state from a URL query; anything malformed falls back to its default. */
export function readListParams(search: Readable): ListParams {
  const orderBy = search.get("orderBy") ?? "";
  const photo = search.get("photo");
  const orderDir = search.get("orderDir") ?? "";
  const page = Number(search.get("page"));
  return {
    q: search.get("q") ?? "",
    tags: search.getAll("tags").filter(Boolean),
    negateTags: search.get("negateTags") === "true",
    parentId: search.get("parentId") ?? "",
    directOnly: search.get("direct") === "true",
    entityTypeId: search.get("entityTypeId") ?? "",
    kind: search.get("kind") === "locations" ? "locations" : "items",
    includeArchived: search.get("includeArchived") === "true",
    photo: photo === "with" || photo === "without" ? photo : "any",
    loans: loanListFilterOf(search.get("loans")),
    orderBy: (ENTITY_ORDERS as readonly string[]).includes(orderBy) ? (orderBy as EntityOrder) : "name",
    orderDir: (ORDER_DIRECTIONS as readonly string[]).includes(orderDir) ? (orderDir as OrderDirection) : "",
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query for the list's state, defaults left out. */
export function listSearchString(params: ListParams): string {
  const search = new URLSearchParams();
  if (params.q) search.set("q", params.q);
  for (const tag of params.tags) search.append("tags", tag);
  if (params.negateTags && params.tags.length > 0) search.set("negateTags", "true");
  if (params.parentId) search.set("parentId", params.parentId);
  if (params.parentId && params.directOnly) search.set("direct", "true");
  if (params.entityTypeId) search.set("entityTypeId", params.entityTypeId);
  if (params.kind !== "items") search.set("kind", params.kind);
  if (params.includeArchived) search.set("includeArchived", "true");
  if (params.photo !== "any") search.set("photo", params.photo);
  if (params.loans) search.set("loans", params.loans);
  if (params.orderBy !== "name") search.set("orderBy", params.orderBy);
  if (params.orderDir) search.set("orderDir", params.orderDir);
  if (params.page > 1) search.set("page", String(params.page));
  return search.toString();
}

/**
 * The `GET /api/v1/entities` query for the list's state, as strings: the browser sends it, and the
 * server page parses the same record with entityListQuery for its first render.
 */
export function apiListQuery(params: ListParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {
    orderBy: params.orderBy,
    page: String(params.page),
    pageSize: String(LIST_PAGE_SIZE),
    withTotals: "true",
    withPath: "true",
    withStock: "true",
  };
  if (params.orderDir) query.orderDir = params.orderDir;
  if (params.q.trim()) query.q = params.q.trim();
  if (params.tags.length > 0) query.tags = params.tags;
  if (params.negateTags && params.tags.length > 0) query.negateTags = "true";
  if (params.parentId) query.parentIds = [params.parentId];
  if (params.parentId && !params.directOnly) query.descendants = "true";
  if (params.entityTypeId) query.entityTypeIds = [params.entityTypeId];
  if (params.kind === "locations") query.isLocation = "true";
  if (params.includeArchived) query.includeArchived = "true";
  if (params.photo === "with") query.onlyWithPhoto = "true";
  if (params.photo === "without") query.onlyWithoutPhoto = "true";
  if (params.loans) query.loans = params.loans;
  return query;
}

/**
 * The list's filters as the CSV export reads them (`GET /api/v1/entities/export`): the same keys as
 * the list's own query, without paging and sort.
 */
export function exportQuery(params: ListParams): string {
  const search = new URLSearchParams();
  const filters = apiListQuery(params);
  for (const key of ["orderBy", "orderDir", "page", "pageSize", "withTotals", "withPath", "withStock"])
    delete filters[key];
  for (const [key, value] of Object.entries(filters))
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  // No filter at all still means "what the list shows": the items, not archived ones.
  if (search.size === 0) search.set("includeArchived", "false");
  return search.toString();
}

/** The window a page shows ("1–50" of the total), or null for a page past the end (its last
 * entries were just deleted, say), which shows none of them. */
export function pageSpan(
  page: number,
  pageSize: number,
  total: number,
): { first: number; last: number } | null {
  const first = (page - 1) * pageSize + 1;
  if (first > total) return null;
  return { first, last: Math.min(page * pageSize, total) };
}

/** The list's sort as shown: "relevance" for a search left in best-match order. */
export type ShownSort = { by: EntityOrder | "relevance"; dir: OrderDirection };

export function shownSort(params: ListParams): ShownSort {
  if (params.q.trim() && !params.orderDir) return { by: "relevance", dir: "asc" };
  return { by: params.orderBy, dir: params.orderDir || defaultDirection(params.orderBy) };
}

/** The sort after a click on a column header: the other direction if it is the sort already. */
export function sortByColumn(
  params: ListParams,
  column: EntityOrder,
): Pick<ListParams, "orderBy" | "orderDir"> {
  const shown = shownSort(params);
  if (shown.by === column) return { orderBy: column, orderDir: shown.dir === "asc" ? "desc" : "asc" };
  return { orderBy: column, orderDir: defaultDirection(column) };
}

/** How many filters (not the search, sort or kind) narrow the list: the phone's Filters button shows it. */
export function activeFilterCount(params: ListParams): number {
  return [
    params.tags.length > 0,
    params.parentId !== "",
    params.entityTypeId !== "",
    params.photo !== "any",
    params.loans !== "",
    params.includeArchived,
  ].filter(Boolean).length;
}

/** True when anything but the kind narrows the list (the empty state then offers to clear it). */
export function isFiltered(params: ListParams): boolean {
  return listSearchString({ ...params, kind: "items", orderBy: "name", orderDir: "", page: 1 }) !== "";
}
