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

/** `available: false` when this server does no product lookups (no route, or lookups turned off). */
export type ProductLookup = { available: boolean; products: BarcodeProduct[] };

const NOT_OFFERED = new Set([404, 405, 501]);

/** What the product databases know about a barcode. Nothing found is an empty list, not an error. */
export function useProductLookup(code: string) {
  return useQuery({
    queryKey: queryKeys.products(code),
    staleTime: 60 * 60 * 1000,
    retry: false,
    queryFn: async ({ signal }): Promise<ProductLookup> => {
      try {
        // 204 (nothing found) resolves to undefined.
        const found = await apiRequest<BarcodeProduct[] | undefined>("/products/search-from-barcode", {
          query: { data: code },
          signal,
        });
        return { available: true, products: Array.isArray(found) ? found : [] };
      } catch (error) {
        if (error instanceof ApiRequestError && NOT_OFFERED.has(error.status)) {
          return { available: false, products: [] };
        }
        throw error;
      }
    },
  });
}
