import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/sqlite/client";
import type { LoanListQuery, LoanPageOut } from "@/lib/schemas/loans";
import { parseBorrowerKey } from "./borrower-key";
import { loanColumns, stateWhere, toLoanOut } from "./loan-rows";

/** The group's loans in a state, of one borrower or all; open loans by due date, others newest first. */
export async function listLoans(ctx: TenantContext, query: LoanListQuery): Promise<LoanPageOut> {
  const now = new Date();
  const where: Prisma.LoanWhereInput = { groupId: ctx.groupId, ...stateWhere(query.state, now) };
  if (query.borrower !== null) {
    const borrower = parseBorrowerKey(query.borrower);
    // A key that names nobody matches nothing (rather than everyone).
    if (!borrower) return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
    Object.assign(
      where,
      "userId" in borrower
        ? { borrowerUserId: borrower.userId }
        : { borrowerUserId: null, borrowerName: borrower.name },
    );
  }
  const open = query.state === "open" || query.state === "overdue";
  const [rows, total] = await Promise.all([
    db().loan.findMany({
      where,
      select: loanColumns,
      orderBy: open
        ? [{ dueDate: { sort: "asc", nulls: "last" } }, { checkedOutAt: "asc" }, { id: "asc" }]
        : [{ checkedOutAt: "desc" }, { id: "asc" }],
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
    }),
    db().loan.count({ where }),
  ]);
  return { items: rows.map((row) => toLoanOut(row, now)), total, page: query.page, pageSize: query.pageSize };
}
