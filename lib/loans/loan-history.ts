import type { FieldChange } from "@/lib/schemas/history";
import { truncateText } from "@/lib/history/diff-values";

/**
 * The item's history entries for a loan, kind "loan": the first change names the borrower (null
 * before = lent out, null after = back), then the details that help reading it later.
 */
export function checkedOutChanges(loan: {
  borrowerName: string;
  quantity: number;
  dueDate: string;
}): FieldChange[] {
  const changes: FieldChange[] = [{ field: "loan", before: null, after: truncateText(loan.borrowerName) }];
  if (loan.quantity !== 1) changes.push({ field: "loan.quantity", before: null, after: loan.quantity });
  if (loan.dueDate) changes.push({ field: "loan.dueDate", before: null, after: loan.dueDate });
  return changes;
}

export function returnedChanges(loan: { borrowerName: string; returnNote: string }): FieldChange[] {
  const changes: FieldChange[] = [{ field: "loan", before: truncateText(loan.borrowerName), after: null }];
  if (loan.returnNote)
    changes.push({ field: "loan.returnNote", before: null, after: truncateText(loan.returnNote) });
  return changes;
}
