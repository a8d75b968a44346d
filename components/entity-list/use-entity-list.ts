"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { EntityListOut } from "@/lib/schemas/entities";

/** The server's first page, and the query it answers, so it seeds only that query's cache entry. */
export type InitialPage = { query: Record<string, string | string[]>; page: EntityListOut; at: number };

const sameQuery = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One page of the entity list. While the next page or search loads, the previous answer stays on
 * screen (keepPreviousData), so the list never flashes empty as you type.
 */
export function useEntityList(query: Record<string, string | string[]>, initial?: InitialPage) {
  const seeded = initial && sameQuery(initial.query, query) ? initial : undefined;
  return useQuery({
    queryKey: queryKeys.entities.list(query),
    queryFn: ({ signal }) => api("GET /entities", { query, signal }),
    placeholderData: keepPreviousData,
    initialData: seeded?.page,
    initialDataUpdatedAt: seeded?.at,
  });
}
