import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import type { BorrowerSummaryOut, LoanSummaryOut } from "@/lib/schemas/loans";
import { startOfUtcDay } from "@/lib/statistics/date-range";
import { borrowerKey } from "./borrower-key";
import { isOverdue } from "./loan-rows";

/**
 * Everyone who borrowed from the group, with their open, overdue and total loans: borrowers with
 * something out first (most first), then by name. A member is one borrower even if their name
 * changed between loans; the newest loan gives the name and contact shown. A group's loans are
 * made by hand, a few per day at most, so they are read whole and counted here.
 */
export async function listBorrowers(ctx: TenantContext, now = new Date()): Promise<BorrowerSummaryOut[]> {
  const rows = await db().loan.findMany({
    where: { groupId: ctx.groupId },
    select: {
      borrowerUserId: true,
      borrowerName: true,
      borrowerContact: true,
      quantity: true,
      dueDate: true,
      returnedAt: true,
    },
    orderBy: [{ checkedOutAt: "desc" }, { id: "asc" }],
  });
  const summaries = new Map<string, BorrowerSummaryOut>();
  for (const row of rows) {
    const key = borrowerKey(row.borrowerUserId, row.borrowerName);
    let summary = summaries.get(key);
    if (!summary) {
      summary = {
        key,
        userId: row.borrowerUserId,
        name: row.borrowerName,
        contact: row.borrowerContact,
        openLoans: 0,
        openQuantity: 0,
        overdueLoans: 0,
        totalLoans: 0,
      };
      summaries.set(key, summary);
    }
    summary.totalLoans++;
    if (row.returnedAt === null) {
      summary.openLoans++;
      summary.openQuantity += row.quantity;
    }
    if (isOverdue(row, now)) summary.overdueLoans++;
  }
  return [...summaries.values()].sort(
    (a, b) =>
      Number(b.openLoans > 0) - Number(a.openLoans > 0) ||
      b.openLoans - a.openLoans ||
      a.name.localeCompare(b.name),
  );
}

/** For the dashboard: what is out now and how much of it is overdue. */
export async function loanSummary(ctx: TenantContext, now = new Date()): Promise<LoanSummaryOut> {
  const [open, overdue] = await Promise.all([
    db().loan.aggregate({
      where: { groupId: ctx.groupId, returnedAt: null },
      _count: { _all: true },
      _sum: { quantity: true },
    }),
    db().loan.count({
      where: { groupId: ctx.groupId, returnedAt: null, dueDate: { lt: startOfUtcDay(now) } },
    }),
  ]);
  return { openLoans: open._count._all, openQuantity: open._sum.quantity ?? 0, overdueLoans: overdue };
}
