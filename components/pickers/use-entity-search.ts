"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { EntitySummary } from "@/lib/schemas/entities";

export type EntityKind = "location" | "item" | "any";

const PICKER_PAGE = 20;

async function searchKind(text: string, isLocation: boolean, signal: AbortSignal) {
  const page = await api("GET /entities", {
    query: { q: text, pageSize: PICKER_PAGE, isLocation },
    signal,
  });
  return page.items;
}

/**
 * A picker's matches for what was typed: one small server-side page per kind, so a picker stays
 * quick however large the inventory is. Locations come before items for "any".
 */
export function useEntitySearch(text: string, kind: EntityKind, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.entities.search(text, kind),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    queryFn: async ({ signal }): Promise<EntitySummary[]> => {
      if (kind === "location") return searchKind(text, true, signal);
      if (kind === "item") return searchKind(text, false, signal);
      const [locations, items] = await Promise.all([
        searchKind(text, true, signal),
        searchKind(text, false, signal),
      ]);
      return [...locations, ...items].slice(0, PICKER_PAGE);
    },
  });
}
