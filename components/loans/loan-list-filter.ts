/** The items list's lending filter as the URL and the API carry it (`loans=out|overdue`). */
export type LoanListFilter = "" | "out" | "overdue";

export function loanListFilterOf(value: string | null): LoanListFilter {
  return value === "out" || value === "overdue" ? value : "";
}
