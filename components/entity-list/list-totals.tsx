import type { ListTotalsOut } from "@/lib/schemas/entities";
import { formatCount, formatPrice } from "./format";

/** What the whole filtered list adds up to (every page): entries, pieces, value of the unsold ones. */
export function ListTotals({ totals, currency }: { totals: ListTotalsOut; currency: string }) {
  return (
    <p aria-label="Totals of the whole list" className="flex flex-wrap gap-x-3 tabular-nums">
      <span>
        <span className="font-medium text-stone-800 dark:text-stone-200">{formatCount(totals.quantity)}</span>{" "}
        {totals.quantity === 1 ? "piece" : "pieces"}
      </span>
      {totals.value > 0 && (
        <span>
          <span className="font-medium text-stone-800 dark:text-stone-200">
            {formatPrice(totals.value, currency)}
          </span>{" "}
          value
        </span>
      )}
    </p>
  );
}
