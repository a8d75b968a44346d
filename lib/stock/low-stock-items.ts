import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { groupSkeleton } from "@/lib/entities/tree-totals";
import type { LowStockItemOut } from "@/lib/schemas/stock";

/** The most rows the low-stock list and the shopping list hold (a household's, not a warehouse's). */
export const MAX_LOW_STOCK_ROWS = 5000;

/**
 * The group's entities below their minimum (`quantity < minQuantity`, a minimum of 0 meaning none),
 * archived ones left out, by name; each with the names of the locations above it, root first, and
 * how many to buy to reach the minimum again.
 */
export async function lowStockItems(ctx: TenantContext): Promise<LowStockItemOut[]> {
  const rows = await db().entity.findMany({
    where: {
      groupId: ctx.groupId,
      minQuantity: { gt: 0 },
      archived: false,
      quantity: { lt: db().entity.fields.minQuantity },
    },
    select: { id: true, name: true, parentId: true, quantity: true, minQuantity: true, unit: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: MAX_LOW_STOCK_ROWS,
  });
  if (rows.length === 0) return [];
  const nodes = new Map((await groupSkeleton(ctx.groupId)).map((node) => [node.id, node]));
  return rows.map((row) => {
    const path: string[] = [];
    const seen = new Set<string>([row.id]);
    for (let node = row.parentId ? nodes.get(row.parentId) : undefined; node && !seen.has(node.id);) {
      seen.add(node.id);
      path.unshift(node.name);
      node = node.parentId === null ? undefined : nodes.get(node.parentId);
    }
    return {
      id: row.id,
      name: row.name,
      path,
      quantity: row.quantity,
      minQuantity: row.minQuantity,
      toBuy: row.minQuantity - row.quantity,
      unit: row.unit,
    };
  });
}
