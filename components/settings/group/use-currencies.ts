"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";

/** The currencies a group may use (a fixed list: cached for the session). */
export function useCurrencies() {
  return useQuery({
    queryKey: queryKeys.currencies(),
    queryFn: ({ signal }) => api("GET /currencies", { signal }),
    staleTime: Infinity,
  });
}
