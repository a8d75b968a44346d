"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { buttonStyles } from "@/components/ui/button-styles";

/** The items list's way to the items below their minimum (the shopping list, with −/+ per row). */
export function LowStockLink() {
  const t = useTranslations("stock.filter");
  return (
    <Link href="/stock" className={buttonStyles.ghost}>
      {t("link")}
    </Link>
  );
}
