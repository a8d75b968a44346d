import { recordEvents } from "@/lib/events/record-events";
import { addedChange, removedChange } from "@/lib/history/sub-record-changes";
import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { assertEntityInGroup } from "@/lib/entities/assert-entity-in-group";
import { notFound } from "@/lib/errors/domain-error";
import type {
  MaintenanceEntryInput,
  MaintenanceEntryOut,
  MaintenanceEntryWithDetailsOut,
  MaintenanceStatus,
} from "@/lib/schemas/maintenance";
import { maintenanceEditChanges } from "./maintenance-history";
import { toMaintenanceEntryOut, toMaintenanceEntryWithDetailsOut } from "./maintenance-out";
import { maintenanceOrder, maintenanceStatusWhere } from "./status-filter";

const entryColumns = {
  id: true,
  entityId: true,
  name: true,
  description: true,
  cost: true,
  scheduledDate: true,
  completedDate: true,
} as const;

const entryWithEntityColumns = { ...entryColumns, entity: { select: { name: true } } } as const;

/** Prisma's codes for "the row to update is gone" and "the referenced row is gone". */
function isMissingRow(error: unknown): boolean {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === "P2025" || code === "P2003";
}

function entryData(input: MaintenanceEntryInput) {
  return {
    name: input.name,
    description: input.description,
    cost: input.cost,
    scheduledDate: input.scheduledDate ?? null,
    completedDate: input.completedDate ?? null,
  };
}

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

export async function deleteMaintenance(ctx: TenantContext, id: string): Promise<void> {
  await db().$transaction(async (tx) => {
    const entry = await tx.maintenanceEntry.findFirst({
      where: { id, groupId: ctx.groupId },
      select: { entityId: true, name: true },
    });
    if (!entry) throw notFound();
    await tx.maintenanceEntry.delete({ where: { id } });
    await recordEvents(tx, ctx, [
      {
        type: "maintenance.deleted",
        entityId: entry.entityId,
        changes: removedChange("maintenance", entry.name),
      },
    ]);
  });
}
