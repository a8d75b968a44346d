import { editedChanges } from "@/lib/history/sub-record-changes";
import { numberFromMinor } from "@/lib/money";
import { formatDateOnly } from "@/lib/schemas/common";
import type { FieldChange } from "@/lib/schemas/history";
import type { MaintenanceRow } from "./maintenance-out";

/** A maintenance entry as the entity's history shows it (see lib/history). */
function snapshotOf(row: MaintenanceRow) {
  return {
    name: row.name,
    description: row.description,
    cost: numberFromMinor(row.cost),
    scheduledDate: formatDateOnly(row.scheduledDate) || null,
    completedDate: formatDateOnly(row.completedDate) || null,
  };
}

/** What an edit of a maintenance entry changed: its name, then `maintenance.<key>` changes. */
export function maintenanceEditChanges(before: MaintenanceRow, after: MaintenanceRow): FieldChange[] {
  return editedChanges("maintenance", snapshotOf(before), snapshotOf(after));
}
