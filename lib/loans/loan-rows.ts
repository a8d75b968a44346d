// What the loan verbs share: the columns read, the answer's shape, and "open" / "overdue".
import type { Prisma } from "@/lib/generated/sqlite/client";
import { formatDateOnly } from "@/lib/schemas/common";
import type { LoanOut, LoanState } from "@/lib/schemas/loans";
import { startOfUtcDay } from "@/lib/statistics/date-range";
import { borrowerKey } from "./borrower-key";

export const loanColumns = {
  id: true,
  entityId: true,
  quantity: true,
  borrowerUserId: true,
  borrowerName: true,
  borrowerContact: true,
  dueDate: true,
  note: true,
  checkedOutAt: true,
  returnedAt: true,
  returnNote: true,
  entity: { select: { name: true } },
  checkedOutBy: { select: { id: true, name: true } },
} as const satisfies Prisma.LoanSelect;

export type LoanRow = Prisma.LoanGetPayload<{ select: typeof loanColumns }>;

/** A loan is overdue from the day after its due date (a calendar day, UTC) until it comes back. */
export function isOverdue(row: { dueDate: Date | null; returnedAt: Date | null }, now: Date): boolean {
  return row.returnedAt === null && row.dueDate !== null && row.dueDate < startOfUtcDay(now);
}

export function toLoanOut(row: LoanRow, now: Date): LoanOut {
  return {
    id: row.id,
    entityId: row.entityId,
    entityName: row.entity.name,
    quantity: row.quantity,
    borrower: {
      key: borrowerKey(row.borrowerUserId, row.borrowerName),
      userId: row.borrowerUserId,
      name: row.borrowerName,
      contact: row.borrowerContact,
    },
    dueDate: formatDateOnly(row.dueDate),
    note: row.note,
    checkedOutAt: row.checkedOutAt.toISOString(),
    checkedOutBy: row.checkedOutBy,
    returnedAt: row.returnedAt?.toISOString() ?? null,
    returnNote: row.returnNote,
    overdue: isOverdue(row, now),
  };
}

/** The condition on Loan for a state; the caller adds the group. */
export function stateWhere(state: LoanState, now: Date): Prisma.LoanWhereInput {
  switch (state) {
    case "open":
      return { returnedAt: null };
    case "overdue":
      return { returnedAt: null, dueDate: { lt: startOfUtcDay(now) } };
    case "returned":
      return { returnedAt: { not: null } };
    default:
      return {};
  }
}

/** Units of an item that can be lent at all: its quantity, and an item without a count is one thing. */
export const lendableQuantity = (quantity: number) => Math.max(quantity, 1);
