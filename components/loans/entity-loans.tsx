"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useCanWrite } from "@/components/auth/use-can-write";
import { FormAlert } from "@/components/forms/form-alert";
import { useFormats } from "@/components/i18n/formats-provider";
import { buttonStyles } from "@/components/ui/button-styles";
import { CheckOutForm } from "./check-out-form";
import { LoanLine } from "./loan-line";
import { ReturnForm } from "./return-form";
import { takeScanned } from "./scan-handoff";
import { useReturnLoan } from "./use-loans";
import { useEntityLoans } from "./use-loans";

/** How many of the item are out and with whom, with Check out and Return (the write controls). */
export function EntityLoans({ entityId }: { entityId: string }) {
  // A viewer sees who has it, without Check out and Return.
  const canWrite = useCanWrite();
  const t = useTranslations("loans");
  const common = useTranslations("common");
  const f = useFormats();
  const loans = useEntityLoans(entityId);
  const [checkingOut, setCheckingOut] = useState(false);
  const [returning, setReturning] = useState<string | null>(null);
  // Reached by scanning its label: this panel comes into view, and Return takes one tap.
  const [scanned, setScanned] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const quickReturn = useReturnLoan(entityId);
  useEffect(() => {
    // After the first paint: the page renders on the server too, where no scan is known.
    const frame = requestAnimationFrame(() => {
      if (!takeScanned(entityId)) return;
      setScanned(true);
      panel.current?.scrollIntoView({ block: "center" });
    });
    return () => cancelAnimationFrame(frame);
  }, [entityId]);
  const data = loans.data;
  const open = data?.loans.filter((loan) => loan.returnedAt === null) ?? [];
  const past = data?.loans.filter((loan) => loan.returnedAt !== null).slice(0, 5) ?? [];
  return (
    <section
      ref={panel}
      aria-labelledby="loans-heading"
      className={`${scanned ? "ring-2 ring-brand-500 " : ""}space-y-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-800 dark:bg-stone-900/60`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="loans-heading" className="text-lg font-semibold">
            {t("heading")}
          </h2>
          {data && (
            <p className="text-sm text-stone-600 dark:text-stone-400" data-testid="loan-status">
              {data.out === 0
                ? t("allHere", { count: data.quantity })
                : t("outOf", { out: f.count(data.out), total: f.count(data.quantity), count: data.out })}
            </p>
          )}
        </div>
        {canWrite && !checkingOut && data && data.available > 0 && (
          <button
            type="button"
            className={scanned ? buttonStyles.primary : buttonStyles.secondary}
            onClick={() => setCheckingOut(true)}
          >
            {t("checkOut")}
          </button>
        )}
      </div>
      {checkingOut && data && (
        <CheckOutForm entityId={entityId} available={data.available} onDone={() => setCheckingOut(false)} />
      )}
      {loans.isPending && <p className="text-sm text-stone-500 dark:text-stone-400">{common("loading")}</p>}
      {loans.error && <FormAlert>{loans.error.message}</FormAlert>}
      {quickReturn.error && <FormAlert>{quickReturn.error.message}</FormAlert>}
      {open.length > 0 && (
        <ul aria-label={t("openLoans")} className="divide-y divide-stone-200 dark:divide-stone-800">
          {open.map((loan) => (
            <li key={loan.id} className="py-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <LoanLine loan={loan} />
                {canWrite && scanned && (
                  <button
                    type="button"
                    className={buttonStyles.primary}
                    disabled={quickReturn.isPending}
                    onClick={() => quickReturn.mutate({ id: loan.id, returnNote: "" })}
                  >
                    {t("returnNow")}
                    <span className="sr-only"> {t("fromBorrower", { borrower: loan.borrower.name })}</span>
                  </button>
                )}
                {canWrite && !scanned && returning !== loan.id && (
                  <button
                    type="button"
                    className={buttonStyles.secondary}
                    onClick={() => setReturning(loan.id)}
                  >
                    {t("return")}
                    <span className="sr-only"> {t("fromBorrower", { borrower: loan.borrower.name })}</span>
                  </button>
                )}
              </div>
              {returning === loan.id && <ReturnForm loan={loan} onDone={() => setReturning(null)} />}
            </li>
          ))}
        </ul>
      )}
      {past.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-stone-600 dark:text-stone-400">{t("pastLoans")}</summary>
          <ul className="mt-2 divide-y divide-stone-200 dark:divide-stone-800">
            {past.map((loan) => (
              <li key={loan.id} className="py-2">
                <LoanLine loan={loan} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
