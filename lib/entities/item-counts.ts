import { db } from "@/lib/db/client";
import { itemsWhere, locationTypeIds } from "@/lib/entity-types/location-types";
import { inBatches } from "./batches";

/**
 * For each location: the summed quantity of its direct children that are items (not locations)
 * and not archived. One grouped query for the whole batch.
 */
export async function directItemCounts(
  groupId: string,
  locationIds: string[],
  locationTypes?: string[],
): Promise<Map<string, number>> {
  if (locationIds.length === 0) return new Map();
  locationTypes ??= await locationTypeIds(groupId);
  const sums = await inBatches(locationIds, (batch) =>
    db().entity.groupBy({
      by: ["parentId"],
      where: {
        groupId,
        parentId: { in: batch },
        archived: false,
        ...itemsWhere(locationTypes),
      },
      _sum: { quantity: true },
    }),
  );
  return new Map(sums.map((row) => [row.parentId!, row._sum.quantity ?? 0]));
}
