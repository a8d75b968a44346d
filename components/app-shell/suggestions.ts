import type { EntitySummary } from "@/lib/schemas/entities";
import type { TagSummaryOut } from "@/lib/schemas/tags";

export type SuggestionKind = "item" | "location" | "tag" | "all";

export type Suggestion = {
  /** Unique in the list: the option's DOM id is built from it. */
  key: string;
  kind: SuggestionKind;
  /** The name found; for "all", the text searched for (the box words it). */
  label: string;
  /** Where it is (an item's or location's path), or what the last option does. */
  detail: string;
  href: string;
};

/** Suggestions of each kind shown at most. */
export const SUGGESTIONS_PER_KIND = 5;
/** Shorter texts suggest nothing: one letter matches nearly everything. */
export const MIN_SUGGEST_LENGTH = 2;

export const listHref = (text: string) => `/entities?q=${encodeURIComponent(text)}`;

const placeOf = (entity: EntitySummary) =>
  (entity.path ?? []).map((step) => step.name).join(" › ") || (entity.parent?.name ?? "");

/**
 * The header search's suggestions in the order shown: items, locations, the tags whose name holds
 * the text, then "all results", which opens the full list with the text.
 */
export function buildSuggestions(
  text: string,
  items: EntitySummary[],
  locations: EntitySummary[],
  tags: TagSummaryOut[],
): Suggestion[] {
  const term = text.trim().toLowerCase();
  const entity = (kind: "item" | "location") => (found: EntitySummary) => ({
    key: `${kind}-${found.id}`,
    kind,
    label: found.name,
    detail: placeOf(found),
    href: `/entities/${found.id}`,
  });
  return [
    ...items.slice(0, SUGGESTIONS_PER_KIND).map(entity("item")),
    ...locations.slice(0, SUGGESTIONS_PER_KIND).map(entity("location")),
    ...tags
      .filter((tag) => tag.name.toLowerCase().includes(term))
      .slice(0, SUGGESTIONS_PER_KIND)
      .map((tag) => ({
        key: `tag-${tag.id}`,
        kind: "tag" as const,
        label: tag.name,
        detail: "",
        href: `/entities?tags=${encodeURIComponent(tag.id)}`,
      })),
    {
      key: "all",
      kind: "all",
      label: text.trim(),
      detail: "",
      href: listHref(text.trim()),
    },
  ];
}

/** The active option after an arrow key: wraps around; from none, Down takes the first, Up the last. */
export function moveActive(current: number, delta: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return delta === 1 ? 0 : count - 1;
  return (current + delta + count) % count;
}
