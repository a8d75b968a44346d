import { latestEventSeq } from "@/lib/events/read-events";
import { searchTotals, type EntityFilters, type SearchTotals } from "./search-entities";

/** Filters whose totals are kept at once; the least recently read is dropped first. */
const CAPACITY = 256;

const kept = new Map<string, { seq: number; value: Promise<SearchTotals> }>();

/**
 * The totals of a filter (searchTotals), kept until the group changes, as tree-snapshot.ts keeps the
 * tree's figures: every write to a group's entities, tags and attachments records a change event, so
 * the newest event number names the state the totals were read from. Paging through a list or
 * sorting it again asks for the same totals; only the first request after a change scans the
 * filtered set. The sort is no part of the key: it does not change what is counted.
 */
export async function keptTotals(groupId: string, filters: EntityFilters): Promise<SearchTotals> {
  const key = JSON.stringify([groupId, { ...filters, orderBy: null, orderDir: null }]);
  const seq = await latestEventSeq(groupId);
  const hit = kept.get(key);
  kept.delete(key);
  if (hit && hit.seq === seq) {
    kept.set(key, hit);
    return hit.value;
  }
  const value = searchTotals(groupId, filters);
  const entry = { seq, value };
  kept.set(key, entry);
  // A failed read is not kept: the next call tries again.
  value.catch(() => {
    if (kept.get(key) === entry) kept.delete(key);
  });
  while (kept.size > CAPACITY) kept.delete(kept.keys().next().value!);
  return value;
}
