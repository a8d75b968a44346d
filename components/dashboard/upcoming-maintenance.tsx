import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getFormats } from "@/lib/i18n/request-locale";
import type { MaintenanceEntryWithDetailsOut } from "@/lib/schemas/maintenance";
import { EmptyNote } from "./dashboard-card";

/** Planned maintenance not yet done, soonest first; past-due dates are marked as overdue. */
export async function UpcomingMaintenance({
  entries,
  today,
  currency,
}: {
  entries: MaintenanceEntryWithDetailsOut[];
  today: string;
  currency: string;
}) {
  const t = await getTranslations("dashboard");
  const f = await getFormats(currency);
  if (entries.length === 0) return <EmptyNote>{t("maintenance.empty")}</EmptyNote>;
  return (
    <ul className="divide-y divide-stone-100 dark:divide-stone-800">
      {entries.map((entry) => {
        const overdue = entry.scheduledDate !== "" && entry.scheduledDate < today;
        return (
          <li key={entry.id} className="flex items-baseline justify-between gap-3 py-2 text-sm">
            <span className="min-w-0">
              <span className="block truncate font-medium">{entry.name}</span>
              <Link
                href={`/entities/${entry.itemID}`}
                className="block truncate text-stone-600 hover:underline dark:text-stone-400"
              >
                {entry.itemName}
              </Link>
            </span>
            <span
              className={
                overdue
                  ? "shrink-0 font-medium text-red-700 dark:text-red-400"
                  : "shrink-0 text-stone-500 dark:text-stone-400"
              }
            >
              {entry.scheduledDate
                ? overdue
                  ? t("maintenance.overdue", { day: f.day(entry.scheduledDate) })
                  : f.day(entry.scheduledDate)
                : t("maintenance.noDate")}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
