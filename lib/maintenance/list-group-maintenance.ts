import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import type { MaintenanceEntryWithDetailsOut, MaintenanceStatus } from "@/lib/schemas/maintenance";
import { toMaintenanceEntryWithDetailsOut } from "./maintenance-out";
import { maintenanceOrder, maintenanceStatusWhere } from "./status-filter";
import { entryWithEntityColumns } from "./maintenance-rows";

/** Every maintenance entry of the caller's group, with the entity each belongs to. */
export async function listGroupMaintenance(
  ctx: TenantContext,
  status: MaintenanceStatus,
): Promise<MaintenanceEntryWithDetailsOut[]> {
  const rows = await db().maintenanceEntry.findMany({
    where: { groupId: ctx.groupId, ...maintenanceStatusWhere(status) },
    select: entryWithEntityColumns,
    orderBy: [...maintenanceOrder],
  });
  return rows.map(toMaintenanceEntryWithDetailsOut);
}
