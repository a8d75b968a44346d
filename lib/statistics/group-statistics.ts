import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { numberFromMinor } from "@/lib/money";
import type { GroupStatisticsOut } from "@/lib/schemas/statistics";
import { startOfUtcDay } from "./date-range";
import { activeItemsWhere, ownedValue } from "./inventory-value";
import { bigintFromSql } from "./sql-integer";

/**
 * Non-archived items under a lifetime warranty or one running on `today` or later. In SQL (the
 * relation filter Prisma writes for "is an item" reads every entity's row) so that it counts on the
 * index "Entity_warranty_idx" alone.
 */
async function countWithWarranty(groupId: string, today: Date): Promise<number> {
  const [row] = await db().$queryRaw<{ count: unknown }[]>`
    SELECT COUNT(*) AS "count" FROM "Entity" item
    WHERE item."groupId" = ${groupId}
      AND item."archived" = FALSE
      AND (item."entityTypeId" IS NULL
        OR item."entityTypeId" NOT IN (SELECT kind."id" FROM "EntityType" kind WHERE kind."isLocation" = TRUE))
      AND (item."lifetimeWarranty" = TRUE OR item."warrantyExpires" >= ${today})`;
  return Number(bigintFromSql(row?.count));
}

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
      ownedValue(groupId),
      countWithWarranty(groupId, startOfUtcDay(now)),
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
