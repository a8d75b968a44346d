import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getFormats } from "@/lib/i18n/request-locale";
import type { MaintenanceEntryWithDetailsOut } from "@/lib/schemas/maintenance";

type SectionProps = {
  id: string;
  title: string;
  entries: MaintenanceEntryWithDetailsOut[];
  empty: string;
  /** The group's, for the cost. */
  currency: string;
  tone?: "overdue";
};

/** One part of the maintenance page: its entries, each with the item it is for. */
export async function MaintenanceBoardSection({ id, title, entries, empty, currency, tone }: SectionProps) {
  const t = await getTranslations("maintenance");
  const f = await getFormats(currency);
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}{" "}
        <span className="text-sm font-normal text-stone-500 dark:text-stone-400">
          {t("count", { count: f.count(entries.length) })}
        </span>
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">{empty}</p>
      ) : (
        <ul
          aria-labelledby={id}
          className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white dark:divide-stone-800 dark:border-stone-800 dark:bg-stone-900"
        >
          {entries.map((entry) => {
            const done = entry.completedDate !== "";
            return (
              <li key={entry.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium [overflow-wrap:anywhere]">{entry.name}</p>
                  <Link
                    href={`/entities/${entry.itemID}`}
                    className="text-sm text-brand-700 underline-offset-2 hover:underline dark:text-brand-400 [overflow-wrap:anywhere]"
                  >
                    {entry.itemName}
                  </Link>
                </div>
                <p
                  className={
                    tone === "overdue"
                      ? "text-sm font-medium text-red-700 dark:text-red-400"
                      : "text-sm text-stone-600 dark:text-stone-400"
                  }
                >
                  {done
                    ? t("doneOn", { day: f.day(entry.completedDate) })
                    : entry.scheduledDate
                      ? tone === "overdue"
                        ? t("wasDue", { day: f.day(entry.scheduledDate) })
                        : t("due", { day: f.day(entry.scheduledDate) })
                      : t("noDate")}
                  {Number(entry.cost) > 0 && t("cost", { cost: f.moneyText(entry.cost) })}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
