// Apart from search-entities.ts so the figures kept per filter (kept-per-filter.ts), which the search
// uses, can name the filters without importing the search back.
import type { LoanFilter } from "@/lib/schemas/loans";
import type { EntityOrder, OrderDirection } from "@/lib/schemas/entity-order";

/** What the entity list can be narrowed by; every part is optional except the group. */
export type EntityFilters = {
  /** Free text; case-insensitive substring of the entity's texts, its custom field texts and its tag names. */
  text: string;
  /**
   * Containers whose contents the text finds as well (those whose name holds it, and every one
   * below them: search/container-source.ts); absent or empty, none.
   */
  textInside?: string[];
  /** An exact asset number (the `#000-001` form of the search). */
  assetId: number | null;
  /** Tag ids, already including descendants. OR; with `negateTags`, none of them. */
  tagIds: string[];
  negateTags: boolean;
  /** Parents (OR): what sits directly in them, or with `below` anywhere inside them. */
  parentIds: string[];
  below: boolean;
  /** Entity type ids (OR); empty means any type. */
  entityTypeIds: string[];
  /** Custom field name and exact text value; OR between pairs. */
  fields: Array<{ name: string; value: string }>;
  isLocation: boolean;
  rootsOnly: boolean;
  includeArchived: boolean;
  onlyWithPhoto: boolean;
  onlyWithoutPhoto: boolean;
  /** Cairn: only items lent out now, or with an overdue loan (lib/loans/loan-filter.ts). */
  loans?: LoanFilter | null;
  orderBy: EntityOrder;
  /** Cairn: the direction asked for; null keeps the order's own and, for a search, best match first. */
  orderDir: OrderDirection | null;
};
