import { useTranslations } from "next-intl";
import { useFormats } from "@/components/i18n/formats-provider";
import type { ListTotalsOut } from "@/lib/schemas/entities";

const strong = (chunks: React.ReactNode) => (
  <span className="font-medium text-stone-800 dark:text-stone-200">{chunks}</span>
);

/** What the whole filtered list adds up to (every page): entries, pieces, value of the unsold ones. */
export function ListTotals({ totals }: { totals: ListTotalsOut }) {
  const t = useTranslations("entityList.totals");
  const f = useFormats();
  return (
    <p aria-label={t("label")} className="flex flex-wrap gap-x-3 tabular-nums">
      <span>{t.rich("pieces", { count: totals.quantity, shown: f.count(totals.quantity), b: strong })}</span>
      {totals.value > 0 && <span>{t.rich("value", { amount: f.money(totals.value), b: strong })}</span>}
    </p>
  );
}
