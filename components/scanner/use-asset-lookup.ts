"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";

/** The entity with this asset ID ("000-123"), or null when the group has none. */
export function useAssetLookup(assetId: string) {
  return useQuery({
    queryKey: queryKeys.entities.byAssetId(assetId),
    // The cache keeps the API's own answer (a page), as any other user of this key would.
    queryFn: ({ signal }) => api("GET /assets/{id}", { params: { id: assetId }, signal }),
    select: (page) => page.items[0] ?? null,
  });
}
