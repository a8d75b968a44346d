"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useCanWrite } from "@/components/auth/use-can-write";
import { useFormats } from "@/components/i18n/formats-provider";
import { useAdjustQuantity } from "./use-adjust-quantity";

type QuantityStepperProps = {
  id: string;
  name: string;
  quantity: number;
  unit: string;
  /** Larger targets where the stepper is the screen's main action (item page, scan result). */
  size?: "sm" | "lg";
  /** Refresh the server-rendered page after a change (the list reads its own query instead). */
  refresh?: boolean;
};

const step = {
  sm: "size-9 text-lg",
  lg: "size-12 text-2xl",
};

/**
 * −1 / quantity / +1 in one row: the tap targets are at least 36 px (44+ at `lg`) so they work on a
 * phone. The quantity shown is the server's answer, so it never shows a count that was not saved.
 */
export function QuantityStepper({
  id,
  name,
  quantity,
  unit,
  size = "sm",
  refresh = true,
}: QuantityStepperProps) {
  const t = useTranslations("stock.controls");
  const f = useFormats();
  const adjust = useAdjustQuantity(id, { refresh });
  const canWrite = useCanWrite();
  // The server's latest answer, until the page brings a newer quantity (say after "used N" beside
  // it, which is another adjustment): then that one.
  const [latest, setLatest] = useState({ from: quantity, shown: quantity });
  if (latest.from !== quantity) setLatest({ from: quantity, shown: quantity });
  const shown = latest.shown;
  const change = (delta: number) =>
    adjust.mutate(delta, { onSuccess: (result) => setLatest((now) => ({ ...now, shown: result.quantity })) });
  const button = `${step[size]} inline-flex shrink-0 items-center justify-center rounded-lg border border-stone-300 bg-white font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800`;
  const count = (
    <output
      aria-live="polite"
      className={`min-w-12 whitespace-nowrap text-center font-semibold tabular-nums ${size === "lg" ? "text-xl" : "text-sm"}`}
    >
      {t("quantity", { quantity: f.count(shown), unit: unit.trim() || "none" })}
    </output>
  );
  // A viewer reads the count; the steps are writes.
  if (!canWrite) return count;
  return (
    <div className="inline-flex items-center gap-2">
      <button
        type="button"
        className={button}
        aria-label={t("takeOneOf", { name })}
        disabled={adjust.isPending || shown <= 0}
        onClick={() => change(-1)}
      >
        −
      </button>
      {count}
      <button
        type="button"
        className={button}
        aria-label={t("addOneOf", { name })}
        disabled={adjust.isPending}
        onClick={() => change(1)}
      >
        +
      </button>
      {adjust.isError && (
        <span role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t("failed", { message: adjust.error.message })}
        </span>
      )}
    </div>
  );
}

/**
 * The stepper of a row in the items list (table and phone cards): the row shows the server's answer
 * itself, so a step does not reload the list.
 */
export function ListRowStepper({
  entity,
}: {
  entity: { id: string; name: string; quantity: number; unit?: string };
}) {
  return (
    <QuantityStepper
      id={entity.id}
      name={entity.name}
      quantity={entity.quantity}
      unit={entity.unit ?? ""}
      refresh={false}
    />
  );
}
