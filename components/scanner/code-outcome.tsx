"use client";

import Link from "next/link";
import { buttonStyles } from "@/components/ui/button-styles";
import { CodeMatches } from "./code-matches";
import { newItemHref } from "./new-item-href";
import { ProductDetails } from "./product-details";
import { useProductLookup } from "./use-product-lookup";

/** A product or other barcode: what it is, what we already have with it, and a new item from it. */
export function CodeOutcome({ code }: { code: string }) {
  const product = useProductLookup(code);
  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-sm font-semibold text-stone-800 dark:text-stone-200">Product</h3>
        <div className="mt-1">
          <ProductDetails lookup={product} />
        </div>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-stone-800 dark:text-stone-200">In your inventory</h3>
        <div className="mt-1">
          <CodeMatches code={code} />
        </div>
      </div>
      <Link href={newItemHref(code, product.data?.products[0])} className={buttonStyles.primary}>
        Create item
      </Link>
    </div>
  );
}
