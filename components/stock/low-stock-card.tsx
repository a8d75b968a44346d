import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { Suspense } from "react";
import { DashboardCard, EmptyNote } from "@/components/dashboard/dashboard-card";
import type { TenantContext } from "@/lib/auth/principal";
import { getFormats } from "@/lib/i18n/request-locale";
import { lowStockSummary } from "@/lib/stock/low-stock-summary";

/**
 * The dashboard's "low stock" card: the first items below their minimum and a link to the
 * shopping list. A group that tracks no minimum sees no card at all (loaded apart, it streams in).
 */
export function LowStockCard({ ctx, currency }: { ctx: TenantContext; currency: string }) {
  return (
    <Suspense fallback={null}>
      <LowStockCardBody ctx={ctx} currency={currency} />
    </Suspense>
  );
}

async function LowStockCardBody({ ctx, currency }: { ctx: TenantContext; currency: string }) {
  const [summary, t, f] = await Promise.all([
    lowStockSummary(ctx),
    getTranslations("stock.dashboard"),
    getFormats(currency),
  ]);
  if (!summary.tracked) return null;
  return (
    <DashboardCard
      id="low-stock"
      title={t("title")}
      action={
        <Link
          href="/stock"
          className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-400"
        >
          {t("open")}
        </Link>
      }
    >
      {summary.count === 0 ? (
        <EmptyNote>{t("none")}</EmptyNote>
      ) : (
        <>
          <p className="mb-2 text-sm text-stone-600 dark:text-stone-400">
            {t("count", { count: summary.count })}
          </p>
          <ul className="divide-y divide-stone-100 dark:divide-stone-800">
            {summary.first.map((item) => (
              <li key={item.id} className="flex items-baseline justify-between gap-3 py-2 text-sm">
                <Link href={`/entities/${item.id}`} className="min-w-0 truncate font-medium hover:underline">
                  {item.name}
                </Link>
                <span className="shrink-0 tabular-nums text-stone-600 dark:text-stone-400">
                  {f.count(item.quantity)} / {f.count(item.minQuantity)}
                  {item.unit ? ` ${item.unit}` : ""}
                </span>
              </li>
            ))}
          </ul>
          {summary.count > summary.first.length && (
            <p className="mt-2 text-xs text-stone-500 dark:text-stone-400">
              {t("more", { count: summary.count - summary.first.length })}
            </p>
          )}
        </>
      )}
    </DashboardCard>
  );
}
