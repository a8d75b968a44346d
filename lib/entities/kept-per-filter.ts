import { latestSeqOfGroup } from "@/lib/events/read-events";
import type { EntityFilters } from "./entity-filters";

/** Filters whose figures are kept at once, per kind; the least recently read is dropped first. */
const CAPACITY = 256;

const kept = new Map<string, Map<string, { seq: number; value: Promise<unknown> }>>();

/**
 * A figure of everything a filter matches (its count, its totals), kept until the group changes, as
 * tree-snapshot.ts keeps the tree's figures: every write to a group's entities, tags and attachments
 * records a change event, so the newest event number names the state the figure was read from.
 * Paging through a list or sorting it again asks for the same figure; only the first request after a
 * change reads the whole filtered set. The sort is no part of the key: it does not change what is
 * counted. (An entity type's isLocation, which the filters read, cannot change while entities use it.)
 */
export async function keptPerFilter<T>(
  kind: string,
  groupId: string,
  filters: EntityFilters,
  read: () => Promise<T>,
): Promise<T> {
  let ofKind = kept.get(kind);
  if (!ofKind) kept.set(kind, (ofKind = new Map()));
  // The containers a text names (textInside) follow from the text and the group's state, which the
  // newest event number pins already; left out, a key stays small (a search for "kitchen" named 500).
  const key = JSON.stringify([groupId, { ...filters, orderBy: null, orderDir: null, textInside: null }]);
  const seq = await latestSeqOfGroup(groupId);
  const hit = ofKind.get(key);
  ofKind.delete(key);
  if (hit && hit.seq === seq) {
    ofKind.set(key, hit);
    return hit.value as Promise<T>;
  }
  const value = read();
  const entry = { seq, value };
  ofKind.set(key, entry);
  // A failed read is not kept: the next call tries again.
  value.catch(() => {
    if (ofKind.get(key) === entry) ofKind.delete(key);
  });
  while (ofKind.size > CAPACITY) ofKind.delete(ofKind.keys().next().value!);
  return value;
}
