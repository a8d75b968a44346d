"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { refreshPage } from "@/components/navigation/page-refresh";
import { useState } from "react";
import { useCanWrite } from "@/components/auth/use-can-write";
import { buttonStyles } from "@/components/ui/button-styles";
import type { LoanOut } from "@/lib/schemas/loans";
import { LoanLine } from "./loan-line";
import { ReturnForm } from "./return-form";

/** A borrower's loans, each naming its item, with Return on the open ones. */
export function LoanList({ loans, label }: { loans: LoanOut[]; label: string }) {
  const canWrite = useCanWrite();
  const t = useTranslations("loans");
  const router = useRouter();
  const [returning, setReturning] = useState<string | null>(null);
  // The list is the server's page: drawn again once a loan is back.
  const done = () => {
    setReturning(null);
    refreshPage(router);
  };
  return (
    <ul aria-label={label} className="divide-y divide-stone-200 dark:divide-stone-800">
      {loans.map((loan) => (
        <li key={loan.id} className="py-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <LoanLine loan={loan} showItem />
            {canWrite && loan.returnedAt === null && returning !== loan.id && (
              <button type="button" className={buttonStyles.secondary} onClick={() => setReturning(loan.id)}>
                {t("return")}
                <span className="sr-only"> {loan.entityName}</span>
              </button>
            )}
          </div>
          {returning === loan.id && <ReturnForm loan={loan} onDone={done} />}
        </li>
      ))}
    </ul>
  );
}
