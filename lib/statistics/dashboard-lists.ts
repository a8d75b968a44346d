import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { toMaintenanceEntryWithDetailsOut } from "@/lib/maintenance/maintenance-out";
import { entryWithEntityColumns } from "@/lib/maintenance/maintenance-rows";
import { maintenanceOrder, maintenanceStatusWhere } from "@/lib/maintenance/status-filter";
import { formatDateOnly } from "@/lib/schemas/common";
import type { MaintenanceEntryWithDetailsOut } from "@/lib/schemas/maintenance";
import { startOfUtcDay } from "./date-range";
import { activeItemsWhere } from "./inventory-value";

/*
 * The short lists of the dashboard. Each reads at most `limit` rows through an index-backed order,
 * whatever the size of the inventory.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type RecentItem = { id: string; name: string; createdAt: string; location: string | null };

/** The newest non-archived items, newest first. */
export async function recentItems(ctx: TenantContext, limit = 10): Promise<RecentItem[]> {
  const rows = await db().entity.findMany({
    where: activeItemsWhere(ctx.groupId),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: { id: true, name: true, createdAt: true, parent: { select: { name: true } } },
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    location: row.parent?.name ?? null,
  }));
}

/** Maintenance planned and not yet done, soonest first (undated plans last). */
export async function upcomingMaintenance(
  ctx: TenantContext,
  limit = 10,
): Promise<MaintenanceEntryWithDetailsOut[]> {
  const rows = await db().maintenanceEntry.findMany({
    where: { groupId: ctx.groupId, ...maintenanceStatusWhere("scheduled") },
    orderBy: [...maintenanceOrder],
    take: limit,
    select: entryWithEntityColumns,
  });
  return rows.map(toMaintenanceEntryWithDetailsOut);
}

export type ExpiringWarranty = { id: string; name: string; warrantyExpires: string };

/** Items (not sold, not archived) whose warranty ends between today and `days` days from now. */
export async function expiringWarranties(
  ctx: TenantContext,
  days = 90,
  limit = 10,
  now = new Date(),
): Promise<ExpiringWarranty[]> {
  const today = startOfUtcDay(now);
  const rows = await db().entity.findMany({
    where: activeItemsWhere(ctx.groupId, {
      soldDate: null,
      lifetimeWarranty: false,
      warrantyExpires: { gte: today, lte: new Date(today.getTime() + days * DAY_MS) },
    }),
    orderBy: [{ warrantyExpires: "asc" }, { id: "asc" }],
    take: limit,
    select: { id: true, name: true, warrantyExpires: true },
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    warrantyExpires: formatDateOnly(row.warrantyExpires),
  }));
}
