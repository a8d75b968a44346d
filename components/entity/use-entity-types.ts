"use client";

import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { EntityTypeSummaryOut } from "@/lib/schemas/entity-types";

/** The group's entity types (a short list: Item, Location and the like). */
export function useEntityTypes() {
  return useQuery({
    queryKey: queryKeys.entityTypes.list(),
    queryFn: ({ signal }) => apiRequest<EntityTypeSummaryOut[]>("/entity-types", { signal }),
    staleTime: 5 * 60_000,
  });
}
