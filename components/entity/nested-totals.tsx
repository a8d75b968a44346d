import { formatMoney } from "@/components/dashboard/format";
import { StatTiles } from "@/components/dashboard/stat-tiles";
import type { NestedTotalsOut } from "@/lib/schemas/entities";

type NestedTotalsProps = { locationId: string; totals: NestedTotalsOut; currency: string };

/**
 * What a location holds all the way down (its sub-locations and what sits inside items included),
 * with a link to the list of all of it. Archived items are not counted; sold ones count as items but
 * add nothing to the value.
 */
export function NestedTotals({ locationId, totals, currency }: NestedTotalsProps) {
  return (
    <section aria-labelledby="nested-totals-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="nested-totals-heading" className="text-lg font-semibold">
          Everything inside
        </h2>
        <p className="text-sm text-stone-500 dark:text-stone-400">Sub-locations included, all the way down</p>
      </div>
      <StatTiles
        tiles={[
          {
            label: "Items",
            value: totals.items.toLocaleString("en"),
            href: `/entities?parentId=${locationId}`,
          },
          { label: "Total quantity", value: totals.quantity.toLocaleString("en") },
          { label: "Value", value: formatMoney(totals.value, currency) },
        ]}
      />
    </section>
  );
}
