"use client";

import { useCanWrite } from "@/components/auth/use-can-write";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useQuickAdd } from "@/components/quick-add/quick-add-provider";
import { buttonStyles } from "@/components/ui/button-styles";
import { CodeMatches } from "./code-matches";
import { newItemHref } from "./new-item-href";
import { ProductDetails } from "./product-details";
import { useProductLookup } from "./use-product-lookup";

/**
 * A product or other barcode: what it is, what we already have with it, and a new item from it:
 * quickly in the sheet (named after the product), or in the full form.
 */
export function CodeOutcome({ code }: { code: string }) {
  const t = useTranslations("scanner.code");
  const product = useProductLookup(code);
  const quickAdd = useQuickAdd();
  const canWrite = useCanWrite();
  const productName = product.data?.products[0]?.item?.name?.trim() || undefined;
  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-sm font-semibold text-stone-800 dark:text-stone-200">{t("product")}</h3>
        <div className="mt-1">
          <ProductDetails lookup={product} />
        </div>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-stone-800 dark:text-stone-200">{t("inInventory")}</h3>
        <div className="mt-1">
          <CodeMatches code={code} />
        </div>
      </div>
      {canWrite && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={() => quickAdd({ name: productName, barcode: code })}
          >
            {t("quickAdd")}
          </button>
          <Link href={newItemHref(code, product.data?.products[0])} className={buttonStyles.secondary}>
            {t("createItem")}
          </Link>
        </div>
      )}
    </div>
  );
}
