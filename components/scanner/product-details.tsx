"use client";

import type { ProductLookup } from "./use-product-lookup";

type ProductDetailsProps = {
  lookup: { isPending: boolean; error: Error | null; data: ProductLookup | undefined };
};

/** What the product databases say about a barcode, or why they say nothing. */
export function ProductDetails({ lookup }: ProductDetailsProps) {
  if (lookup.isPending) return <p className="text-stone-600 dark:text-stone-400">Looking up the product…</p>;
  if (lookup.error) {
    return (
      <p className="text-stone-600 dark:text-stone-400">The product lookup failed: {lookup.error.message}</p>
    );
  }
  if (!lookup.data?.available) {
    return (
      <p className="text-stone-600 dark:text-stone-400">Product lookup is not available on this server.</p>
    );
  }
  const product = lookup.data.products[0];
  if (!product) return <p className="text-stone-600 dark:text-stone-400">No product found for this code.</p>;
  const maker = [product.manufacturer, product.modelNumber].filter(Boolean).join(" · ");
  return (
    <div>
      <p className="font-medium">{product.item?.name || "Unnamed product"}</p>
      {maker && <p className="text-stone-600 dark:text-stone-400">{maker}</p>}
      {product.search_engine_name && (
        <p className="text-xs text-stone-500 dark:text-stone-400">From {product.search_engine_name}</p>
      )}
    </div>
  );
}
