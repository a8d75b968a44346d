"use client";

import { useTranslations } from "next-intl";
import { FilterSelect } from "@/components/entity-list/filter-select";

import type { LoanListFilter } from "./loan-list-filter";

/** The items list's "Lending" filter: everything, only what is lent out, or only what is overdue. */
export function LoanFilterSelect({
  value,
  onChange,
}: {
  value: LoanListFilter;
  onChange: (value: LoanListFilter) => void;
}) {
  const t = useTranslations("loans");
  return (
    <FilterSelect
      label={t("filter")}
      value={value}
      options={[
        { value: "", label: t("filterAny") },
        { value: "out", label: t("filterOut") },
        { value: "overdue", label: t("filterOverdue") },
      ]}
      onChange={onChange}
    />
  );
}
