// Kept free of zod: the entity list page's browser code reads these, and zod would add ~32 kB to it.

/**
 * `orderBy` of the entity list. HomeBox's four come first; `quantity`, `purchasePrice` and
 * `location` (the parent's name) are Cairn additions (docs/homebox-compatibility.md).
 */
export const ENTITY_ORDERS = [
  "name",
  "createdAt",
  "updatedAt",
  "assetId",
  "quantity",
  "purchasePrice",
  "location",
] as const;
export type EntityOrder = (typeof ENTITY_ORDERS)[number];

export const ORDER_DIRECTIONS = ["asc", "desc"] as const;
export type OrderDirection = (typeof ORDER_DIRECTIONS)[number];

/** Each order's direction when none is given: HomeBox's for its four (newest first for dates). */
export function defaultDirection(order: EntityOrder): OrderDirection {
  return order === "createdAt" || order === "updatedAt" || order === "purchasePrice" ? "desc" : "asc";
}
