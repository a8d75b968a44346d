import { recordEvents } from "@/lib/events/record-events";
import { removedChange } from "@/lib/history/sub-record-changes";
import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/domain-error";

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
