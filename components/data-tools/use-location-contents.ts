"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";

/**
 * The most labels one sheet link carries: their ids go in the URL (37 characters each), and request
 * lines past ~16 KB are refused by servers and proxies.
 */
export const MAX_LINKED_LABELS = 300;

/**
 * The ids of every item in a location all the way down (in its sub-locations and inside other items
 * too), one page of them.
 */
export function useLocationContents(locationId: string | null) {
  const query = { parentIds: locationId ? [locationId] : [], descendants: true, pageSize: MAX_LINKED_LABELS };
  return useQuery({
    queryKey: queryKeys.entities.children(locationId ?? "", query),
    queryFn: ({ signal }) => api("GET /entities", { query, signal }),
    enabled: locationId !== null,
    select: (page) => ({ ids: page.items.map((item) => item.id), total: page.total }),
  });
}
