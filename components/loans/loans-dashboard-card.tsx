import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { DashboardCard } from "@/components/dashboard/dashboard-card";
import type { TenantContext } from "@/lib/auth/principal";
import { getFormats } from "@/lib/i18n/request-locale";
import { loanSummary } from "@/lib/loans/list-borrowers";

const linkStyle = "text-sm font-medium text-brand-700 hover:underline dark:text-brand-400";

/** The dashboard's "Lent out" card: what is out, what is overdue, each a link to the filtered list. */
export async function LoansDashboardCard({ ctx }: { ctx: TenantContext }) {
  const t = await getTranslations("loans");
  const [summary, f] = await Promise.all([loanSummary(ctx), getFormats("USD")]);
  const tile =
    "block rounded-lg border border-stone-200 p-3 hover:bg-stone-50 dark:border-stone-800 dark:hover:bg-stone-800/60";
  return (
    <DashboardCard
      id="loans"
      title={t("dashboardTitle")}
      action={
        <Link href="/borrowers" className={linkStyle}>
          {t("borrowersLink")}
        </Link>
      }
    >
      <div className="grid grid-cols-2 gap-3">
        <Link href="/entities?loans=out" className={tile}>
          <span className="block text-2xl font-semibold tabular-nums">{f.count(summary.openLoans)}</span>
          <span className="text-sm text-stone-600 dark:text-stone-400">
            {t("lentOutTile", { count: summary.openLoans })}
          </span>
        </Link>
        <Link href="/entities?loans=overdue" className={tile}>
          <span
            className={`block text-2xl font-semibold tabular-nums ${summary.overdueLoans > 0 ? "text-red-700 dark:text-red-400" : ""}`}
          >
            {f.count(summary.overdueLoans)}
          </span>
          <span className="text-sm text-stone-600 dark:text-stone-400">
            {t("overdueTile", { count: summary.overdueLoans })}
          </span>
        </Link>
      </div>
    </DashboardCard>
  );
}
