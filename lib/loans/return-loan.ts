import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { DomainError, notFound } from "@/lib/errors/domain-error";
import { recordEvents } from "@/lib/events/record-events";
import type { LoanOut, ReturnLoanInput } from "@/lib/schemas/loans";
import { returnedChanges } from "./loan-history";
import { loanColumns, toLoanOut } from "./loan-rows";

/**
 * Marks a loan returned, with the condition it came back in. The update only matches a loan still
 * open, so of two returns at once exactly one succeeds; the other (and any later one) gets a 409
 * saying when it came back.
 */
export async function returnLoan(ctx: TenantContext, id: string, input: ReturnLoanInput): Promise<LoanOut> {
  const now = new Date();
  const row = await db().$transaction(async (tx) => {
    const done = await tx.loan.updateMany({
      where: { id, groupId: ctx.groupId, returnedAt: null },
      data: { returnedAt: now, returnNote: input.returnNote },
    });
    const loan = await tx.loan.findFirst({ where: { id, groupId: ctx.groupId }, select: loanColumns });
    if (!loan) throw notFound();
    if (done.count === 0) {
      throw new DomainError(
        "conflict",
        `This loan was already returned on ${loan.returnedAt?.toISOString().slice(0, 10) ?? "an earlier day"}`,
      );
    }
    await recordEvents(tx, ctx, [
      { type: "loan.returned", entityId: loan.entityId, changes: returnedChanges(loan) },
    ]);
    return loan;
  });
  return toLoanOut(row, now);
}
