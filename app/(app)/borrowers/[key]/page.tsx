import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { LoanList } from "@/components/loans/loan-list";
import { pageTenant } from "@/lib/auth/page-tenant";
import { parseBorrowerKey } from "@/lib/loans/borrower-key";
import { listLoans } from "@/lib/loans/list-loans";
import { loanListQuery } from "@/lib/schemas/loans";

export const dynamic = "force-dynamic";

type BorrowerPageProps = { params: Promise<{ key: string }> };

/** The key as typed in the URL; a segment Next.js handed over still encoded is decoded once. */
async function keyOf(params: BorrowerPageProps["params"]): Promise<string> {
  const raw = (await params).key;
  try {
    return /%[0-9a-f]{2}/i.test(raw) ? decodeURIComponent(raw) : raw;
  } catch {
    return raw;
  }
}

/** One borrower's loans: what they have now, then what they brought back. */
async function loadBorrower(key: string) {
  const ctx = await pageTenant();
  if (!ctx || !parseBorrowerKey(key)) notFound();
  const [open, returned] = await Promise.all([
    listLoans(ctx, loanListQuery.parse({ borrower: key, state: "open", pageSize: "500" })),
    listLoans(ctx, loanListQuery.parse({ borrower: key, state: "returned", pageSize: "100" })),
  ]);
  const name = open.items[0]?.borrower.name ?? returned.items[0]?.borrower.name;
  if (name === undefined) notFound();
  const contact = open.items[0]?.borrower.contact ?? returned.items[0]?.borrower.contact ?? "";
  return { name, contact, open: open.items, returned: returned.items };
}

export async function generateMetadata({ params }: BorrowerPageProps): Promise<Metadata> {
  const { name } = await loadBorrower(await keyOf(params));
  return { title: name };
}

export default async function BorrowerPage({ params }: BorrowerPageProps) {
  const t = await getTranslations("loans");
  const borrower = await loadBorrower(await keyOf(params));
  return (
    <div className="space-y-6">
      <div>
        <Link
          href="/borrowers"
          className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-400"
        >
          {t("borrowersTitle")}
        </Link>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight">{borrower.name}</h1>
        {borrower.contact && <p className="text-sm text-stone-600 dark:text-stone-400">{borrower.contact}</p>}
      </div>
      <section
        aria-labelledby="borrower-open"
        className="rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900/60"
      >
        <h2 id="borrower-open" className="text-lg font-semibold">
          {t("hasNow", { count: borrower.open.length })}
        </h2>
        {borrower.open.length === 0 ? (
          <p className="mt-2 text-sm text-stone-500 dark:text-stone-400">{t("nothingOut")}</p>
        ) : (
          <LoanList loans={borrower.open} label={t("openLoans")} />
        )}
      </section>
      {borrower.returned.length > 0 && (
        <section
          aria-labelledby="borrower-returned"
          className="rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900/60"
        >
          <h2 id="borrower-returned" className="text-lg font-semibold">
            {t("pastLoans")}
          </h2>
          <LoanList loans={borrower.returned} label={t("pastLoans")} />
        </section>
      )}
    </div>
  );
}
