"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";

/** How many of our own entities mentioning a code are listed; the full list is one link away. */
export const CODE_MATCHES_SHOWN = 5;

/** Our own entities whose text mentions the code (a barcode kept in notes or a custom field). */
export function useCodeMatches(code: string) {
  const query = { q: code, pageSize: CODE_MATCHES_SHOWN };
  return useQuery({
    queryKey: queryKeys.entities.list(query),
    queryFn: ({ signal }) => api("GET /entities", { query, signal }),
  });
}
