"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";

/** Items per "Show older": an old item may have hundreds of changes. */
export const HISTORY_PAGE = 10;

/**
 * The entity's activity history, newest first, one page at a time from the `before` cursor (new
 * changes arriving meanwhile do not shift the pages already shown).
 */
export function useEntityHistory(entityId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.entities.history(entityId),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      api("GET /entities/{id}/history", {
        params: { id: entityId },
        query: { pageSize: HISTORY_PAGE, before: pageParam },
        signal,
      }),
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.items),
  });
}
