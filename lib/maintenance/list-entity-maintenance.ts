import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { assertEntityInGroup } from "@/lib/entities/assert-entity-in-group";
import type { MaintenanceEntryWithDetailsOut, MaintenanceStatus } from "@/lib/schemas/maintenance";
import { toMaintenanceEntryWithDetailsOut } from "./maintenance-out";
import { maintenanceOrder, maintenanceStatusWhere } from "./status-filter";
import { entryWithEntityColumns } from "./maintenance-rows";

/** The maintenance log of one entity of the caller's group. */
export async function listEntityMaintenance(
  ctx: TenantContext,
  entityId: string,
  status: MaintenanceStatus,
): Promise<MaintenanceEntryWithDetailsOut[]> {
  await assertEntityInGroup(ctx, entityId);
  const rows = await db().maintenanceEntry.findMany({
    where: { groupId: ctx.groupId, entityId, ...maintenanceStatusWhere(status) },
    select: entryWithEntityColumns,
    orderBy: [...maintenanceOrder],
  });
  return rows.map(toMaintenanceEntryWithDetailsOut);
}
