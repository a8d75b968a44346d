"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";

/** Items fetched per "Show more items": a location may hold tens of thousands, never all at once. */
export const ITEM_PAGE = 50;

export type LocationItem = { id: string; name: string; quantity: number };

/**
 * The items directly in an opened location (not its sub-locations), by name, one server page at a
 * time. Invalidating `queryKeys.entities.all` after a move refetches the pages already shown.
 */
export function useLocationItems(parentId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.entities.children(parentId, { isLocation: false }),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const page = await api("GET /entities", {
        query: {
          parentIds: [parentId],
          isLocation: false,
          orderBy: "name",
          page: pageParam,
          pageSize: ITEM_PAGE,
        },
        signal,
      });
      const items: LocationItem[] = page.items.map(({ id, name, quantity }) => ({ id, name, quantity }));
      return { items, total: page.total };
    },
    getNextPageParam: (last, pages, lastPage) =>
      pages.length * ITEM_PAGE < last.total && last.items.length > 0 ? lastPage + 1 : undefined,
    select: (data) => ({
      // Pages read at different times may overlap after a change: each item once.
      items: [...new Map(data.pages.flatMap((page) => page.items).map((item) => [item.id, item])).values()],
      // The newest answer knows best how many there are now.
      total: data.pages[data.pages.length - 1]?.total ?? 0,
    }),
  });
}
