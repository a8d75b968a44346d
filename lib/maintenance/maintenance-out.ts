import { decimalStringFromMinor } from "@/lib/money";
import { formatDateOnly } from "@/lib/schemas/common";
import type { MaintenanceEntryOut, MaintenanceEntryWithDetailsOut } from "@/lib/schemas/maintenance";

export type MaintenanceRow = {
  id: string;
  entityId: string;
  name: string;
  description: string;
  cost: bigint;
  scheduledDate: Date | null;
  completedDate: Date | null;
};

export function toMaintenanceEntryOut(row: MaintenanceRow): MaintenanceEntryOut {
  return {
    id: row.id,
    completedDate: formatDateOnly(row.completedDate),
    scheduledDate: formatDateOnly(row.scheduledDate),
    name: row.name,
    description: row.description,
    cost: decimalStringFromMinor(row.cost),
  };
}

export function toMaintenanceEntryWithDetailsOut(
  row: MaintenanceRow & { entity: { name: string } },
): MaintenanceEntryWithDetailsOut {
  return { ...toMaintenanceEntryOut(row), itemID: row.entityId, itemName: row.entity.name };
}
