"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useFormats } from "@/components/i18n/formats-provider";
import type { LoanOut } from "@/lib/schemas/loans";

export const borrowerHref = (key: string) => `/borrowers/${encodeURIComponent(key)}`;

/** One loan in words: who has how many, since and until when, and whether it is late or back. */
export function LoanLine({ loan, showItem = false }: { loan: LoanOut; showItem?: boolean }) {
  const t = useTranslations("loans");
  const f = useFormats();
  const since = f.day(loan.checkedOutAt.slice(0, 10));
  return (
    <div className="min-w-0">
      <p className="font-medium">
        {showItem ? (
          <Link
            href={`/entities/${loan.entityId}`}
            className="text-brand-700 hover:underline dark:text-brand-400"
          >
            {loan.entityName}
          </Link>
        ) : (
          <Link
            href={borrowerHref(loan.borrower.key)}
            className="text-brand-700 hover:underline dark:text-brand-400"
          >
            {loan.borrower.name}
          </Link>
        )}
        {loan.quantity !== 1 && (
          <span className="ml-1 text-stone-600 dark:text-stone-400">×{f.count(loan.quantity)}</span>
        )}
        {loan.overdue && (
          <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">
            {t("overdue")}
          </span>
        )}
      </p>
      <p className="text-sm text-stone-600 dark:text-stone-400">
        {loan.returnedAt
          ? t("returnedOn", { since, day: f.day(loan.returnedAt.slice(0, 10)) })
          : loan.dueDate
            ? t("outSinceUntil", { since, due: f.day(loan.dueDate) })
            : t("outSince", { since })}
        {loan.borrower.contact && !showItem && ` · ${loan.borrower.contact}`}
      </p>
      {loan.note && <p className="mt-1 text-sm whitespace-pre-line">{loan.note}</p>}
      {loan.returnNote && (
        <p className="mt-1 text-sm whitespace-pre-line">{t("conditionNote", { note: loan.returnNote })}</p>
      )}
    </div>
  );
}
