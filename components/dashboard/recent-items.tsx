import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getFormats } from "@/lib/i18n/request-locale";
import type { RecentItem } from "@/lib/statistics/dashboard-lists";
import { EmptyNote } from "./dashboard-card";

export async function RecentItems({ items, currency }: { items: RecentItem[]; currency: string }) {
  const t = await getTranslations("dashboard");
  const f = await getFormats(currency);
  if (items.length === 0) return <EmptyNote>{t("recent.empty")}</EmptyNote>;
  return (
    <ul className="divide-y divide-stone-100 dark:divide-stone-800">
      {items.map((item) => (
        <li key={item.id} className="flex items-baseline justify-between gap-3 py-2 text-sm">
          <span className="min-w-0">
            <Link href={`/entities/${item.id}`} className="block truncate font-medium hover:underline">
              {item.name}
            </Link>
            {item.location && (
              <span className="block truncate text-stone-500 dark:text-stone-400">
                {t("recent.in", { location: item.location })}
              </span>
            )}
          </span>
          <span className="shrink-0 text-stone-500 dark:text-stone-400">
            {t("recent.added", { day: f.dateOf(item.createdAt) })}
          </span>
        </li>
      ))}
    </ul>
  );
}
