"use client";

import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { EntityPageOut, EntitySummary } from "@/lib/schemas/entities";

/** The entity with this asset ID ("000-123"), or null when the group has none. */
export function useAssetLookup(assetId: string) {
  return useQuery({
    queryKey: queryKeys.entities.byAssetId(assetId),
    queryFn: async ({ signal }): Promise<EntitySummary | null> => {
      const page = await apiRequest<EntityPageOut>(`/assets/${encodeURIComponent(assetId)}`, {
        query: { pageSize: 1 },
        signal,
      });
      return page.items[0] ?? null;
    },
  });
}
