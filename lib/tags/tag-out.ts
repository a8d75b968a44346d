import type { TagOut } from "@/lib/schemas/tags";
import { sortByName } from "./name-order";
import { toTagSummary, type TagRow } from "./tag-summary";

export type TagWithRelatives = TagRow & { parent: TagRow | null; children: TagRow[] };

/** HomeBox's TagOut: the summary, its parent (omitted for a root) and its children by name. */
export function toTagOut(tag: TagWithRelatives): TagOut {
  const out: TagOut = { ...toTagSummary(tag), children: sortByName(tag.children).map(toTagSummary) };
  if (tag.parent) out.parent = toTagSummary(tag.parent);
  return out;
}
