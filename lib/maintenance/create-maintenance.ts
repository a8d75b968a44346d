import { recordEvents } from "@/lib/events/record-events";
import { addedChange } from "@/lib/history/sub-record-changes";
import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { assertEntityInGroup } from "@/lib/entities/assert-entity-in-group";
import { notFound } from "@/lib/errors/domain-error";
import type { MaintenanceEntryInput, MaintenanceEntryOut } from "@/lib/schemas/maintenance";
import { toMaintenanceEntryOut } from "./maintenance-out";
import { entryColumns, isMissingRow, entryData } from "./maintenance-rows";

export async function createMaintenance(
  ctx: TenantContext,
  entityId: string,
  input: MaintenanceEntryInput,
): Promise<MaintenanceEntryOut> {
  await assertEntityInGroup(ctx, entityId);
  try {
    const row = await db().$transaction(async (tx) => {
      const created = await tx.maintenanceEntry.create({
        data: { ...entryData(input), groupId: ctx.groupId, entityId },
        select: entryColumns,
      });
      await recordEvents(tx, ctx, [
        { type: "maintenance.created", entityId, changes: addedChange("maintenance", created.name) },
      ]);
      return created;
    });
    return toMaintenanceEntryOut(row);
  } catch (error) {
    // The entity was deleted between the check and the insert.
    if (isMissingRow(error)) throw notFound(error);
    throw error;
  }
}
