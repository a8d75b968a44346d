// Every domain function behind the dashboard and /groups/statistics*, in one module so that
// bench/statistics.mjs loads them (and the one database client) with a single loader.
import { db } from "@/lib/db/client";

export { expiringWarranties, recentItems, upcomingMaintenance } from "@/lib/statistics/dashboard-lists";
export { getGroupStatistics } from "@/lib/statistics/group-statistics";
export { locationTotals, tagTotals, topLevelLocationTotals } from "@/lib/statistics/organizer-totals";
export {
  containerIdsBelow,
  containersOfGroup,
  readSubtrees,
  readTree,
  treeTotals,
} from "@/lib/entities/tree-totals";
export { locationTypeIds } from "@/lib/entity-types/location-types";
export { listLocationTree } from "@/lib/entities/location-tree";

/** The group's top-level locations, the one holding the most entries below it first. */
export async function rootLocations(groupId: string): Promise<string[]> {
  const rows = await db().entity.findMany({
    where: { groupId, parentId: null, entityType: { isLocation: true } },
    select: { id: true },
  });
  const { readTree } = await import("@/lib/entities/tree-totals");
  const { totals } = await readTree(groupId);
  return rows.map((row) => row.id).sort((a, b) => (totals.get(b)?.items ?? 0) - (totals.get(a)?.items ?? 0));
}
export { purchasePriceOverTime } from "@/lib/statistics/purchase-price";
export { monthlyValueHistory } from "@/lib/statistics/value-history";

/** The group with the most entities: the seeded one. */
export async function largestGroupId(): Promise<string> {
  const rows = await db().entity.groupBy({ by: ["groupId"], _count: { _all: true } });
  const largest = rows.sort((a, b) => b._count._all - a._count._all)[0];
  if (!largest) throw new Error("the database holds no entities");
  return largest.groupId;
}

export async function closeDatabase(): Promise<void> {
  await db().$disconnect();
}
