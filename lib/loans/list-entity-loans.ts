import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/domain-error";
import type { EntityLoansOut, LoanState } from "@/lib/schemas/loans";
import { lendableQuantity, loanColumns, stateWhere, toLoanOut } from "./loan-rows";

/** The most loans of one item answered: the open ones always fit (they cannot outnumber its units). */
const MAX_ITEM_LOANS = 200;

/** An item's loans, open ones first then newest first, with how many units are out and available. */
export async function listEntityLoans(
  ctx: TenantContext,
  entityId: string,
  state: LoanState,
): Promise<EntityLoansOut> {
  const now = new Date();
  const entity = await db().entity.findFirst({
    where: { id: entityId, groupId: ctx.groupId },
    select: { quantity: true },
  });
  if (!entity) throw notFound();
  const [rows, out] = await Promise.all([
    db().loan.findMany({
      where: { groupId: ctx.groupId, entityId, ...stateWhere(state, now) },
      select: loanColumns,
      orderBy: [{ checkedOutAt: "desc" }, { id: "asc" }],
      take: MAX_ITEM_LOANS,
    }),
    db().loan.aggregate({
      where: { groupId: ctx.groupId, entityId, returnedAt: null },
      _sum: { quantity: true },
    }),
  ]);
  const quantity = lendableQuantity(entity.quantity);
  const outQuantity = out._sum.quantity ?? 0;
  const loans = rows.map((row) => toLoanOut(row, now));
  loans.sort((a, b) => Number(a.returnedAt !== null) - Number(b.returnedAt !== null));
  return { quantity, out: outQuantity, available: Math.max(quantity - outQuantity, 0), loans };
}
