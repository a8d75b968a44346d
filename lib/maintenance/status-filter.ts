import type { MaintenanceStatus } from "@/lib/schemas/maintenance";

/** An entry is done once it has a completed date; until then it is scheduled. */
export function maintenanceStatusWhere(status: MaintenanceStatus): { completedDate?: null | { not: null } } {
  if (status === "scheduled") return { completedDate: null };
  if (status === "completed") return { completedDate: { not: null } };
  return {};
}

/**
 * By the date the work was planned for, then the date it was done; entries recorded without a plan
 * come after the planned ones. Creation time and id break ties so the order is stable.
 */
export const maintenanceOrder = [
  { scheduledDate: { sort: "asc", nulls: "last" } },
  { completedDate: { sort: "asc", nulls: "last" } },
  { createdAt: "asc" },
  { id: "asc" },
] as const;
