import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getFormats } from "@/lib/i18n/request-locale";
import type { ExpiringWarranty } from "@/lib/statistics/dashboard-lists";
import { EmptyNote } from "./dashboard-card";

export async function ExpiringWarranties({
  items,
  currency,
}: {
  items: ExpiringWarranty[];
  currency: string;
}) {
  const t = await getTranslations("dashboard");
  const f = await getFormats(currency);
  if (items.length === 0) return <EmptyNote>{t("warranties.empty")}</EmptyNote>;
  return (
    <ul className="divide-y divide-stone-100 dark:divide-stone-800">
      {items.map((item) => (
        <li key={item.id} className="flex items-baseline justify-between gap-3 py-2 text-sm">
          <Link href={`/entities/${item.id}`} className="min-w-0 truncate font-medium hover:underline">
            {item.name}
          </Link>
          <span className="shrink-0 text-stone-500 dark:text-stone-400">
            {t("warranties.ends", { day: f.day(item.warrantyExpires) })}
          </span>
        </li>
      ))}
    </ul>
  );
}
