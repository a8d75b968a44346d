import Link from "next/link";
import type { TotalsByOrganizerOut } from "@/lib/schemas/statistics";
import { getFormats } from "@/lib/i18n/request-locale";
import { EmptyNote } from "./dashboard-card";

type ValueBarsProps = {
  totals: TotalsByOrganizerOut[];
  currency: string;
  /** Where a row links to, e.g. the location's page. */
  hrefOf: (id: string) => string;
  emptyText: string;
  /** How many of the largest to show. */
  limit?: number;
};

/**
 * Horizontal bars of value per location or tag, largest first. A list of links with the amount in
 * text: the bar is decoration (aria-hidden), so nothing depends on seeing it.
 */
export async function ValueBars({ totals, currency, hrefOf, emptyText, limit = 8 }: ValueBarsProps) {
  const f = await getFormats(currency);
  if (totals.length === 0) return <EmptyNote>{emptyText}</EmptyNote>;
  const largest = [...totals].sort((a, b) => b.total - a.total).slice(0, limit);
  const max = largest[0]?.total || 1;
  return (
    <ul className="space-y-2.5">
      {largest.map((entry) => (
        <li key={entry.id}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <Link href={hrefOf(entry.id)} className="truncate hover:underline">
              {entry.name}
            </Link>
            <span className="shrink-0 tabular-nums text-stone-700 dark:text-stone-300">
              {f.money(entry.total)}
            </span>
          </div>
          <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-stone-100 dark:bg-stone-800">
            <div
              className="h-2 rounded-full bg-brand-500 dark:bg-brand-400"
              style={{ width: `${Math.max(2, (entry.total / max) * 100)}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
