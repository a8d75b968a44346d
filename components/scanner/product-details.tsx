"use client";

import { useTranslations } from "next-intl";
import { isLookupUnavailable, type ProductLookupResult } from "./use-product-lookup";

type ProductDetailsProps = {
  lookup: { isPending: boolean; error: Error | null; data: ProductLookupResult | undefined };
};

/** What the product databases say about a barcode, or why they say nothing. */
export function ProductDetails({ lookup }: ProductDetailsProps) {
  const t = useTranslations("scanner.productDetails");
  const quiet = "text-stone-600 dark:text-stone-400";
  if (lookup.error && isLookupUnavailable(lookup.error)) {
    return <p className={quiet}>{t("unavailable")}</p>;
  }
  if (lookup.error) return <p className={quiet}>{t("failed", { message: lookup.error.message })}</p>;
  if (lookup.isPending || !lookup.data) return <p className={quiet}>{t("looking")}</p>;
  const product = lookup.data.products[0];
  if (!product && lookup.data.reach === "unreachable") {
    return <p className={quiet}>{t("unreachable")}</p>;
  }
  if (!product) {
    return <p className={quiet}>{lookup.data.reach === "incomplete" ? t("noneIncomplete") : t("none")}</p>;
  }
  const maker = [product.manufacturer, product.modelNumber].filter(Boolean).join(" · ");
  return (
    <div>
      <p className="font-medium">{product.item?.name || t("unnamed")}</p>
      {maker && <p className={quiet}>{maker}</p>}
      {product.search_engine_name && (
        <p className="text-xs text-stone-500 dark:text-stone-400">
          {t("source", { source: product.search_engine_name })}
        </p>
      )}
    </div>
  );
}
