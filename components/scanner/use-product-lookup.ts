"use client";

import { useQuery } from "@tanstack/react-query";
import { ApiRequestError, apiWithETag } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import {
  isProductCode,
  PRODUCT_LOOKUP_HEADER,
  type BarcodeProduct,
  type ProductLookupReach,
} from "@/lib/schemas/products";

/** The products found, and when none, whether some or all product databases could not be asked. */
export type ProductLookupResult = { products: BarcodeProduct[]; reach: ProductLookupReach | null };

const reachOf = (value: string | null): ProductLookupResult["reach"] =>
  value === "unreachable" || value === "incomplete" ? value : null;

/**
 * The server does no product lookups: no such route (`not_found`, `method_not_allowed`), or a
 * server in front answering 501, which carries no code.
 */
export function isLookupUnavailable(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  return error.code === "not_found" || error.code === "method_not_allowed" || error.status === 501;
}

/**
 * What the product databases know about a barcode; nothing found (204) is an empty list, and so is
 * a code that is no product barcode (8 to 14 digits), which is not sent at all. A 204 says in a
 * header when product databases could not be reached (lib/products/lookup-barcode.ts).
 */
export function useProductLookup(code: string) {
  return useQuery({
    queryKey: queryKeys.products(code),
    staleTime: 60 * 60 * 1000,
    // A refusal will not change on a retry; a dropped connection might.
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status > 0) && failures < 2,
    queryFn: async ({ signal }): Promise<ProductLookupResult> => {
      if (!isProductCode(code)) return { products: [], reach: null };
      const { body, headers } = await apiWithETag("GET /products/search-from-barcode", {
        query: { data: code },
        signal,
      });
      return Array.isArray(body) && body.length > 0
        ? { products: body, reach: null }
        : { products: [], reach: reachOf(headers.get(PRODUCT_LOOKUP_HEADER)) };
    },
  });
}
