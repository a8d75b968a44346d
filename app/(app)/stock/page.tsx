import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LowStockTable } from "@/components/stock/low-stock-table";
import { PrintButton } from "@/components/stock/print-button";
import { buttonStyles } from "@/components/ui/button-styles";
import { apiUrl } from "@/lib/api-client/api-request";
import { pageTenant } from "@/lib/auth/page-tenant";
import { getGroup } from "@/lib/groups/groups";
import { getFormats } from "@/lib/i18n/request-locale";
import { lowStockItems } from "@/lib/stock/low-stock-items";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("stock.page");
  return { title: t("title") };
}

/** The low-stock items as a shopping list: adjust on the spot, download as CSV, or print. */
export default async function LowStockPage() {
  const t = await getTranslations("stock.page");
  const ctx = await pageTenant();
  if (!ctx) return null;
  const [items, group] = await Promise.all([lowStockItems(ctx), getGroup(ctx)]);
  const f = await getFormats(group.currency);
  return (
    <section aria-labelledby="stock-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 id="stock-heading" className="text-2xl font-semibold tracking-tight">
          {t("title")}
          <span className="hidden text-base font-normal print:inline">
            {" "}
            · {t("printedOn", { day: f.day(new Date().toISOString().slice(0, 10)) })}
          </span>
        </h1>
        {items.length > 0 && (
          <div className="flex gap-2 print:hidden">
            <a href={apiUrl("/stock/shopping-list.csv")} download className={buttonStyles.secondary}>
              {t("download")}
            </a>
            <PrintButton label={t("print")} />
          </div>
        )}
      </div>
      <p className="text-sm text-stone-600 print:hidden dark:text-stone-400">{t("intro")}</p>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-6 text-sm text-stone-600 dark:border-stone-700 dark:text-stone-400">
          {t("empty")}
        </p>
      ) : (
        <div className="rounded-xl border border-stone-200 bg-white p-2 sm:p-4 print:border-0 print:p-0 dark:border-stone-800 dark:bg-stone-900">
          <LowStockTable items={items} currency={group.currency} />
        </div>
      )}
    </section>
  );
}
