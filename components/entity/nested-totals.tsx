import { getTranslations } from "next-intl/server";
import { StatTiles } from "@/components/dashboard/stat-tiles";
import { getFormats } from "@/lib/i18n/request-locale";
import type { NestedTotalsOut } from "@/lib/schemas/entities";

type NestedTotalsProps = { locationId: string; totals: NestedTotalsOut; currency: string };

/**
 * What a location holds all the way down (its sub-locations and what sits inside items included),
 * with a link to the list of all of it. Archived items are not counted; sold ones count as items but
 * add nothing to the value.
 */
export async function NestedTotals({ locationId, totals, currency }: NestedTotalsProps) {
  const t = await getTranslations("entity.nestedTotals");
  const common = await getTranslations("common");
  const f = await getFormats(currency);
  return (
    <section aria-labelledby="nested-totals-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="nested-totals-heading" className="text-lg font-semibold">
          {t("heading")}
        </h2>
        <p className="text-sm text-stone-500 dark:text-stone-400">{t("hint")}</p>
      </div>
      <StatTiles
        tiles={[
          {
            label: common("items"),
            value: f.count(totals.items),
            href: `/entities?parentId=${locationId}`,
          },
          { label: t("totalQuantity"), value: f.count(totals.quantity) },
          { label: t("value"), value: f.money(totals.value) },
        ]}
      />
    </section>
  );
}
