import { db } from "@/lib/db/client";
import { itemsWhere, locationTypeIds } from "@/lib/entity-types/location-types";

type OwnValue = { id: string; purchasePrice: bigint; quantity: number; soldDate: Date | null };

/**
 * The value an entity stands for, in ten-thousandths: its own purchase price × quantity plus that
 * of its direct, non-archived item children (what a location holds), leaving out anything sold.
 * Children are summed in the database per quantity, then multiplied exactly here.
 */
export async function heldValue(
  groupId: string,
  entity: OwnValue,
  locationTypes?: string[],
): Promise<bigint> {
  locationTypes ??= await locationTypeIds(groupId);
  const groups = await db().entity.groupBy({
    by: ["quantity"],
    where: {
      groupId,
      parentId: entity.id,
      archived: false,
      soldDate: null,
      ...itemsWhere(locationTypes),
    },
    _sum: { purchasePrice: true },
  });
  let total = entity.soldDate ? 0n : entity.purchasePrice * BigInt(entity.quantity);
  for (const group of groups) total += (group._sum.purchasePrice ?? 0n) * BigInt(group.quantity);
  return total;
}
