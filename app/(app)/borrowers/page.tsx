import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { pageTenant } from "@/lib/auth/page-tenant";
import { getFormats } from "@/lib/i18n/request-locale";
import { listBorrowers } from "@/lib/loans/list-borrowers";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("loans");
  return { title: t("borrowersTitle") };
}

/** Everyone who borrowed something (GET /v1/borrowers): who has what out, and who is late. */
export default async function BorrowersPage() {
  const ctx = await pageTenant();
  const t = await getTranslations("loans");
  const [borrowers, f] = await Promise.all([ctx ? listBorrowers(ctx) : [], getFormats("USD")]);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t("borrowersTitle")}</h1>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t("borrowersIntro")}</p>
      </div>
      {borrowers.length === 0 ? (
        <p className="text-sm text-stone-500 dark:text-stone-400">{t("borrowersEmpty")}</p>
      ) : (
        <ul
          aria-label={t("borrowersTitle")}
          className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white dark:divide-stone-800 dark:border-stone-800 dark:bg-stone-900/60"
        >
          {borrowers.map((borrower) => (
            <li key={borrower.key}>
              <Link
                href={`/borrowers/${encodeURIComponent(borrower.key)}`}
                className="flex flex-wrap items-baseline justify-between gap-2 p-4 hover:bg-stone-50 dark:hover:bg-stone-800/60"
              >
                <span className="min-w-0">
                  <span className="block font-medium">{borrower.name}</span>
                  {borrower.contact && (
                    <span className="block truncate text-sm text-stone-600 dark:text-stone-400">
                      {borrower.contact}
                    </span>
                  )}
                </span>
                <span className="text-sm text-stone-600 dark:text-stone-400">
                  {t("borrowerCounts", {
                    open: f.count(borrower.openQuantity),
                    openCount: borrower.openQuantity,
                    total: f.count(borrower.totalLoans),
                  })}
                  {borrower.overdueLoans > 0 && (
                    <span className="ml-2 font-medium text-red-700 dark:text-red-400">
                      {t("overdueCount", { count: borrower.overdueLoans })}
                    </span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
