"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { buttonStyles } from "@/components/ui/button-styles";
import { TextareaField } from "@/components/ui/textarea-field";
import type { LoanOut } from "@/lib/schemas/loans";
import { useReturnLoan } from "./use-loans";

/** Takes a loan back, with a note on the condition it came back in (optional). */
export function ReturnForm({ loan, onDone }: { loan: LoanOut; onDone: () => void }) {
  const t = useTranslations("loans");
  const common = useTranslations("common");
  const giveBack = useReturnLoan(loan.entityId);
  const [returnNote, setReturnNote] = useState("");
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    giveBack.mutate({ id: loan.id, returnNote }, { onSuccess: onDone });
  };
  return (
    <form
      onSubmit={onSubmit}
      aria-label={t("returnForm", { borrower: loan.borrower.name })}
      className="mt-2 space-y-3 rounded-lg border border-stone-200 p-3 dark:border-stone-700"
    >
      <TextareaField
        label={t("condition")}
        rows={2}
        value={returnNote}
        onChange={(event) => setReturnNote(event.target.value)}
      />
      {giveBack.error && <FormAlert>{giveBack.error.message}</FormAlert>}
      <div className="flex gap-2">
        <button type="submit" className={buttonStyles.primary} disabled={giveBack.isPending}>
          {giveBack.isPending ? common("saving") : t("confirmReturn")}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onDone}>
          {common("cancel")}
        </button>
      </div>
    </form>
  );
}
