"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTags } from "@/components/tags/use-tags";
import { useDebounced } from "@/components/ui/use-debounced";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import { buildSuggestions, MIN_SUGGEST_LENGTH, SUGGESTIONS_PER_KIND, type Suggestion } from "./suggestions";

/** Quiet time after the last key before suggestions are asked for: as the entity picker's. */
const DEBOUNCE_MS = 100;

const firstFew = (text: string, isLocation: boolean, signal: AbortSignal) =>
  api("GET /entities", {
    query: {
      q: text,
      pageSize: String(SUGGESTIONS_PER_KIND),
      withPath: "true",
      ...(isLocation ? { isLocation: "true" } : {}),
    },
    signal,
  });

/**
 * Suggestions for the header search: the first items and locations the list's own search finds
 * (one small page each, asked together once typing pauses) and the group's tags, kept by the tag
 * pickers' cache. Empty below MIN_SUGGEST_LENGTH characters.
 */
export function useSuggestions(text: string): { suggestions: Suggestion[]; loading: boolean } {
  const term = useDebounced(text.trim(), DEBOUNCE_MS);
  const active = term.length >= MIN_SUGGEST_LENGTH;
  const found = useQuery({
    queryKey: queryKeys.entities.search(term, "suggest"),
    queryFn: async ({ signal }) => {
      const [items, locations] = await Promise.all([
        firstFew(term, false, signal),
        firstFew(term, true, signal),
      ]);
      return { items: items.items, locations: locations.items };
    },
    enabled: active,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const tags = useTags();
  if (!active || !found.data) return { suggestions: [], loading: active && found.isFetching };
  return {
    suggestions: buildSuggestions(term, found.data.items, found.data.locations, tags.data ?? []),
    loading: found.isFetching,
  };
}
