// What the maintenance verbs (list-, create-, update-maintenance.ts) share: the columns read and written.
import type { MaintenanceEntryInput } from "@/lib/schemas/maintenance";

export const entryColumns = {
  id: true,
  entityId: true,
  name: true,
  description: true,
  cost: true,
  scheduledDate: true,
  completedDate: true,
} as const;

export const entryWithEntityColumns = { ...entryColumns, entity: { select: { name: true } } } as const;

/** Prisma's codes for "the row to update is gone" and "the referenced row is gone". */
export function isMissingRow(error: unknown): boolean {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === "P2025" || code === "P2003";
}

export function entryData(input: MaintenanceEntryInput) {
  return {
    name: input.name,
    description: input.description,
    cost: input.cost,
    scheduledDate: input.scheduledDate ?? null,
    completedDate: input.completedDate ?? null,
  };
}
