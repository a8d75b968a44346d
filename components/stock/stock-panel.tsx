"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { useCanWrite } from "@/components/auth/use-can-write";
import { useFormats } from "@/components/i18n/formats-provider";
import { buttonStyles } from "@/components/ui/button-styles";
import { QuantityStepper } from "./quantity-stepper";
import { useAdjustQuantity } from "./use-adjust-quantity";

import { lowBadge, type StockPanelProps } from "./stock-panel-props";

/**
 * The item page's stock controls: the quantity with its unit, −1 / +1, and "used N" for taking
 * several at once. Writes go through the atomic adjustment, never a PUT of the whole item.
 */
export function StockPanel({ id, name, quantity, minQuantity, unit }: StockPanelProps) {
  const t = useTranslations("stock.controls");
  const f = useFormats();
  const inputId = useId();
  const [used, setUsed] = useState("");
  const adjust = useAdjustQuantity(id);
  const canWrite = useCanWrite();
  const low = minQuantity > 0 && quantity < minQuantity;

  // Without a minimum or a unit the panel only repeats the quantity the header shows: a viewer, who
  // cannot step it, does not get it.
  if (!canWrite && minQuantity <= 0 && unit.trim() === "") return null;

  const onUse = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(used.trim());
    if (!Number.isInteger(amount) || amount <= 0) return;
    adjust.mutate(-amount, { onSuccess: () => setUsed("") });
  };

  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`${inputId}-heading`} className="text-sm font-semibold text-stone-700 dark:text-stone-300">
          {t("region")}
        </h2>
        <QuantityStepper id={id} name={name} quantity={quantity} unit={unit} size="lg" />
        {minQuantity > 0 && (
          <span className="text-sm text-stone-600 dark:text-stone-400">
            {t("minimum", { minimum: f.count(minQuantity) })}
          </span>
        )}
        {low && <span className={lowBadge}>{t("low")}</span>}
      </div>
      {canWrite && (
        <form onSubmit={onUse} className="flex items-end gap-2">
          <div>
            <label htmlFor={inputId} className="block text-xs font-medium text-stone-600 dark:text-stone-400">
              {t("usedAmount")}
            </label>
            <input
              id={inputId}
              inputMode="numeric"
              pattern="[0-9]*"
              value={used}
              onChange={(event) => setUsed(event.target.value)}
              className="mt-1 block w-20 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 sm:text-sm dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
            />
          </div>
          <button
            type="submit"
            className={buttonStyles.secondary}
            disabled={adjust.isPending || used.trim() === ""}
          >
            {t("useSubmit")}
          </button>
        </form>
      )}
      {adjust.isError && (
        <p role="alert" className="w-full text-sm text-red-700 dark:text-red-400">
          {t("failed", { message: adjust.error.message })}
        </p>
      )}
    </section>
  );
}
