import type { TenantContext } from "@/lib/auth/principal";
import { db, type Tx } from "@/lib/db/client";
import { holdTransactionLock } from "@/lib/db/transaction-lock";
import { DomainError, invalidField, notFound } from "@/lib/errors/domain-error";
import { recordEvents } from "@/lib/events/record-events";
import { formatDateOnly } from "@/lib/schemas/common";
import type { CheckOutInput, LoanOut } from "@/lib/schemas/loans";
import { checkedOutChanges } from "./loan-history";
import { lendableQuantity, loanColumns, toLoanOut } from "./loan-rows";

/** Units of the item out now (open loans), read inside the caller's transaction. */
export async function quantityOut(tx: Tx, groupId: string, entityId: string): Promise<number> {
  const sum = await tx.loan.aggregate({
    where: { groupId, entityId, returnedAt: null },
    _sum: { quantity: true },
  });
  return sum._sum.quantity ?? 0;
}

/** The member the loan goes to: their name, and their e-mail address as contact unless one was given. */
async function memberBorrower(tx: Tx, groupId: string, userId: string) {
  const membership = await tx.groupMembership.findFirst({
    where: { groupId, userId },
    select: { user: { select: { name: true, email: true } } },
  });
  if (!membership) throw invalidField("borrowerUserId", "is not a member of this group");
  return membership.user;
}

/**
 * Lends `input.quantity` units of an item. What is out and the new loan are read and written in one
 * transaction under a per-item lock, so two check-outs at once cannot lend more than there is.
 */
export async function checkOutEntity(
  ctx: TenantContext,
  entityId: string,
  input: CheckOutInput,
): Promise<LoanOut> {
  const now = new Date();
  const row = await db().$transaction(async (tx) => {
    await holdTransactionLock(tx, `loans:${entityId}`);
    const entity = await tx.entity.findFirst({
      where: { id: entityId, groupId: ctx.groupId },
      select: { quantity: true, entityType: { select: { isLocation: true } } },
    });
    if (!entity) throw notFound();
    if (entity.entityType?.isLocation) throw invalidField("entityId", "a location cannot be lent out");
    const member = input.borrowerUserId ? await memberBorrower(tx, ctx.groupId, input.borrowerUserId) : null;
    const total = lendableQuantity(entity.quantity);
    const available = total - (await quantityOut(tx, ctx.groupId, entityId));
    if (input.quantity > available) {
      const message = `only ${Math.max(available, 0)} of ${total} available`;
      throw new DomainError("conflict", `Cannot lend ${input.quantity}: ${message}`, {
        fields: { quantity: message },
      });
    }
    const created = await tx.loan.create({
      data: {
        groupId: ctx.groupId,
        entityId,
        quantity: input.quantity,
        borrowerUserId: input.borrowerUserId,
        borrowerName: member?.name ?? input.borrowerName,
        borrowerContact: input.borrowerContact || member?.email || "",
        dueDate: input.dueDate,
        note: input.note,
        checkedOutAt: now,
        checkedOutById: ctx.userId,
      },
      select: loanColumns,
    });
    await recordEvents(tx, ctx, [
      {
        type: "loan.created",
        entityId,
        changes: checkedOutChanges({ ...created, dueDate: formatDateOnly(created.dueDate) }),
      },
    ]);
    return created;
  });
  return toLoanOut(row, now);
}
