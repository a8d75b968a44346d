"use client";

import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { CurrencyOut } from "@/lib/schemas/currencies";

/** The currencies a group may use (a fixed list: cached for the session). */
export function useCurrencies() {
  return useQuery({
    queryKey: queryKeys.currencies(),
    queryFn: ({ signal }) => apiRequest<CurrencyOut[]>("/currencies", { signal }),
    staleTime: Infinity,
  });
}
