"use client";

import { useQuery } from "@tanstack/react-query";
import { ApiRequestError, apiRequest } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";

/**
 * One answer of `GET /v1/products/search-from-barcode` (HomeBox's barcode search result), reduced
 * to what the scanner uses. The route comes with the barcode integrations; until then it answers
 * 404 and the scanner carries on without product details.
 */
export type BarcodeProduct = {
  barcode?: string;
  manufacturer?: string;
  modelNumber?: string;
  search_engine_name?: string;
  item?: { name?: string; description?: string };
};

/** The server does no product lookups: no such route (404), or lookups switched off. */
export function isLookupUnavailable(error: unknown): boolean {
  return error instanceof ApiRequestError && [404, 405, 501].includes(error.status);
}

/** What the product databases know about a barcode; nothing found (204) is an empty list. */
export function useProductLookup(code: string) {
  return useQuery({
    queryKey: queryKeys.products(code),
    staleTime: 60 * 60 * 1000,
    // A refusal will not change on a retry; a dropped connection might.
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status > 0) && failures < 2,
    queryFn: async ({ signal }): Promise<BarcodeProduct[]> => {
      const found = await apiRequest<BarcodeProduct[] | undefined>("/products/search-from-barcode", {
        query: { data: code },
        signal,
      });
      return Array.isArray(found) ? found : [];
    },
  });
}
