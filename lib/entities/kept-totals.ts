import { keptPerFilter } from "./kept-per-filter";
import { searchTotals, type EntityFilters, type SearchTotals } from "./search-entities";

/** The totals of a filter (searchTotals), kept until the group changes (kept-per-filter.ts). */
export function keptTotals(groupId: string, filters: EntityFilters): Promise<SearchTotals> {
  return keptPerFilter("totals", groupId, filters, () => searchTotals(groupId, filters));
}
