"use client";

import { isLookupUnavailable, type ProductLookupResult } from "./use-product-lookup";

type ProductDetailsProps = {
  lookup: { isPending: boolean; error: Error | null; data: ProductLookupResult | undefined };
};

/** What the product databases say about a barcode, or why they say nothing. */
export function ProductDetails({ lookup }: ProductDetailsProps) {
  const quiet = "text-stone-600 dark:text-stone-400";
  if (lookup.error && isLookupUnavailable(lookup.error)) {
    return <p className={quiet}>Product lookup is not available on this server.</p>;
  }
  if (lookup.error) return <p className={quiet}>The product lookup failed: {lookup.error.message}</p>;
  if (lookup.isPending || !lookup.data) return <p className={quiet}>Looking up the product…</p>;
  const product = lookup.data.products[0];
  if (!product && lookup.data.reach === "unreachable") {
    return (
      <p className={quiet}>
        The product databases could not be reached, so this code was not looked up. Check the server’s
        internet connection, or scan it again later.
      </p>
    );
  }
  if (!product) {
    return (
      <p className={quiet}>
        No product found for this code.
        {lookup.data.reach === "incomplete" && " Some product databases could not be reached."}
      </p>
    );
  }
  const maker = [product.manufacturer, product.modelNumber].filter(Boolean).join(" · ");
  return (
    <div>
      <p className="font-medium">{product.item?.name || "Unnamed product"}</p>
      {maker && <p className={quiet}>{maker}</p>}
      {product.search_engine_name && (
        <p className="text-xs text-stone-500 dark:text-stone-400">From {product.search_engine_name}</p>
      )}
    </div>
  );
}
