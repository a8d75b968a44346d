import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { numberFromMinor } from "@/lib/money";
import type { GroupStatisticsOut } from "@/lib/schemas/statistics";
import { startOfUtcDay } from "./date-range";
import { activeItemsWhere, inventoryValue, ownedItemsWhere } from "./inventory-value";

/**
 * The dashboard figures, each counted or summed by the database:
 * - totalItems: non-archived items (sold ones included, as in HomeBox);
 * - totalLocations: non-archived locations;
 * - totalItemPrice: Σ purchasePrice × quantity of non-archived, unsold items;
 * - totalWithWarranty: non-archived items with a lifetime warranty or one that has not expired
 *   (a warranty expiring today still counts today).
 */
export async function getGroupStatistics(ctx: TenantContext, now = new Date()): Promise<GroupStatisticsOut> {
  const groupId = ctx.groupId;
  const [totalUsers, totalItems, totalLocations, totalTags, totalValue, totalWithWarranty] =
    await Promise.all([
      db().groupMembership.count({ where: { groupId } }),
      db().entity.count({ where: activeItemsWhere(groupId) }),
      db().entity.count({ where: { groupId, archived: false, entityType: { isLocation: true } } }),
      db().tag.count({ where: { groupId } }),
      inventoryValue(ownedItemsWhere(groupId)),
      db().entity.count({
        where: activeItemsWhere(groupId, {
          OR: [{ lifetimeWarranty: true }, { warrantyExpires: { gte: startOfUtcDay(now) } }],
        }),
      }),
    ]);
  return {
    totalUsers,
    totalItems,
    totalLocations,
    totalTags,
    totalItemPrice: numberFromMinor(totalValue),
    totalWithWarranty,
  };
}
