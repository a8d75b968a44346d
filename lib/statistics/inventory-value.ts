import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/sqlite/client";

type EntityWhere = Prisma.EntityWhereInput;

/** An entity without a type, or whose type is not a location, is an item. */
const isItem: EntityWhere = { OR: [{ entityTypeId: null }, { entityType: { isLocation: false } }] };

/** Items the group has: not archived (sold ones still count as items). */
export function activeItemsWhere(groupId: string, ...conditions: EntityWhere[]): EntityWhere {
  return { groupId, archived: false, AND: [isItem, ...conditions] };
}

/** Items that make up the inventory's value: active and not sold. */
export function ownedItemsWhere(groupId: string, ...conditions: EntityWhere[]): EntityWhere {
  return activeItemsWhere(groupId, { soldDate: null }, ...conditions);
}

export type QuantityGroup = { quantity: number; _sum: { purchasePrice: bigint | null } };

/** Σ price × quantity from per-quantity price sums, exactly, in ten-thousandths. */
export function valueOfQuantityGroups(groups: QuantityGroup[]): bigint {
  return groups.reduce(
    (total, group) => total + (group._sum.purchasePrice ?? 0n) * BigInt(group.quantity),
    0n,
  );
}

/**
 * The value (Σ purchasePrice × quantity, ten-thousandths) of the entities matching `where`. The
 * database sums prices per distinct quantity, so only a handful of rows come back however many items
 * there are, and the products are taken with BigInt, never in floating point.
 */
export async function inventoryValue(where: EntityWhere): Promise<bigint> {
  const groups = await db().entity.groupBy({
    by: ["quantity"],
    where: { ...where, purchasePrice: { not: 0n }, quantity: { not: 0 } },
    _sum: { purchasePrice: true },
  });
  return valueOfQuantityGroups(groups);
}
