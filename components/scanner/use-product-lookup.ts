"use client";

import { useQuery } from "@tanstack/react-query";
import { ApiRequestError, apiRequest } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import { isProductCode, type BarcodeProduct } from "@/lib/schemas/products";

/** The server does no product lookups: no such route (404), or lookups switched off. */
export function isLookupUnavailable(error: unknown): boolean {
  return error instanceof ApiRequestError && [404, 405, 501].includes(error.status);
}

/**
 * What the product databases know about a barcode; nothing found (204) is an empty list, and so is
 * a code that is no product barcode (8 to 14 digits), which is not sent at all.
 */
export function useProductLookup(code: string) {
  return useQuery({
    queryKey: queryKeys.products(code),
    staleTime: 60 * 60 * 1000,
    // A refusal will not change on a retry; a dropped connection might.
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status > 0) && failures < 2,
    queryFn: async ({ signal }): Promise<BarcodeProduct[]> => {
      if (!isProductCode(code)) return [];
      const found = await apiRequest<BarcodeProduct[] | undefined>("/products/search-from-barcode", {
        query: { data: code },
        signal,
      });
      return Array.isArray(found) ? found : [];
    },
  });
}
