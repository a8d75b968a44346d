import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import type { LowStockItemOut } from "@/lib/schemas/stock";
import { lowStockItems } from "./low-stock-items";

/** What the dashboard's card shows: whether anything is tracked, and the first few low items. */
export type LowStockSummary = { tracked: boolean; count: number; first: LowStockItemOut[] };

export async function lowStockSummary(ctx: TenantContext, shown = 5): Promise<LowStockSummary> {
  // The (groupId, minQuantity) index answers both reads without touching untracked items.
  const tracked = await db().entity.findFirst({
    where: { groupId: ctx.groupId, minQuantity: { gt: 0 } },
    select: { id: true },
  });
  if (!tracked) return { tracked: false, count: 0, first: [] };
  const items = await lowStockItems(ctx);
  return { tracked: true, count: items.length, first: items.slice(0, shown) };
}
