"use client";

import { useTranslations } from "next-intl";
import { TextField } from "@/components/forms/text-field";

type StockFormFieldsProps = {
  minQuantity: string;
  unit: string;
  onMinQuantity: (event: { target: { value: string } }) => void;
  onUnit: (event: { target: { value: string } }) => void;
  err: (field: string, label: string) => string | undefined;
};

/** The item form's consumable fields (lib/stock): the minimum quantity and the unit. */
export function StockFormFields({ minQuantity, unit, onMinQuantity, onUnit, err }: StockFormFieldsProps) {
  const t = useTranslations("stock.fields");
  return (
    <>
      <TextField
        label={t("minQuantity")}
        hint={t("minQuantityHint")}
        inputMode="numeric"
        value={minQuantity}
        onChange={onMinQuantity}
        error={err("minQuantity", t("minQuantity"))}
      />
      <TextField
        label={t("unit")}
        hint={t("unitHint")}
        value={unit}
        maxLength={20}
        autoComplete="off"
        onChange={onUnit}
        error={err("unit", t("unit"))}
      />
    </>
  );
}
