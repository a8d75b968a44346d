import { recordEvents } from "@/lib/events/record-events";
import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/domain-error";
import type { MaintenanceEntryInput, MaintenanceEntryOut } from "@/lib/schemas/maintenance";
import { maintenanceEditChanges } from "./maintenance-history";
import { toMaintenanceEntryOut } from "./maintenance-out";
import { entryColumns, isMissingRow, entryData } from "./maintenance-rows";

/** A full replace, as in HomeBox: omitted description, cost and dates are cleared. */
export async function updateMaintenance(
  ctx: TenantContext,
  id: string,
  input: MaintenanceEntryInput,
): Promise<MaintenanceEntryOut> {
  try {
    const row = await db().$transaction(async (tx) => {
      const before = await tx.maintenanceEntry.findFirst({
        where: { id, groupId: ctx.groupId },
        select: entryColumns,
      });
      if (!before) throw notFound();
      const updated = await tx.maintenanceEntry.update({
        where: { id, groupId: ctx.groupId },
        data: entryData(input),
        select: entryColumns,
      });
      const changes = maintenanceEditChanges(before, updated);
      await recordEvents(tx, ctx, [{ type: "maintenance.updated", entityId: updated.entityId, changes }]);
      return updated;
    });
    return toMaintenanceEntryOut(row);
  } catch (error) {
    if (isMissingRow(error)) throw notFound(error);
    throw error;
  }
}
