import type { Tx } from "@/lib/db/client";

/** An item that has just fallen below its minimum: what its notification says. */
export type LowStockAlert = {
  groupId: string;
  entityId: string;
  name: string;
  quantity: number;
  minQuantity: number;
  unit: string;
};

/** Whether a quantity is below a minimum; a minimum of 0 means none (nothing is below 0). */
export const isLowStock = (quantity: number, minQuantity: number) =>
  minQuantity > 0 && quantity < minQuantity;

/**
 * Called inside a write's transaction, after the write: keeps the entity's `lowStockNotifiedAt`
 * in step with its quantity, so each fall below the minimum is notified once. Below the minimum and
 * not yet marked: marks it and returns the alert to send once the transaction commits. At or
 * above the minimum (or without one) while marked: clears the mark, so the next fall is told again.
 * The mark is set by a conditional update, so of two writers racing only one gets the alert.
 */
export async function settleLowStockMarker(
  tx: Tx,
  groupId: string,
  entityId: string,
  now = new Date(),
): Promise<LowStockAlert | null> {
  const entity = await tx.entity.findFirst({
    where: { id: entityId, groupId },
    select: {
      name: true,
      quantity: true,
      minQuantity: true,
      unit: true,
      archived: true,
      lowStockNotifiedAt: true,
    },
  });
  if (!entity) return null;
  const low = isLowStock(entity.quantity, entity.minQuantity) && !entity.archived;
  if (!low) {
    if (entity.lowStockNotifiedAt !== null)
      await tx.entity.updateMany({ where: { id: entityId, groupId }, data: { lowStockNotifiedAt: null } });
    return null;
  }
  if (entity.lowStockNotifiedAt !== null) return null;
  const marked = await tx.entity.updateMany({
    where: { id: entityId, groupId, lowStockNotifiedAt: null },
    data: { lowStockNotifiedAt: now },
  });
  if (marked.count === 0) return null;
  return {
    groupId,
    entityId,
    name: entity.name,
    quantity: entity.quantity,
    minQuantity: entity.minQuantity,
    unit: entity.unit,
  };
}
