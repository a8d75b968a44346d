import { releaseFiles } from "@/lib/attachments/release-files";
import { dropPendingDeletes } from "@/lib/entities/purge-deleted-entities";
import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { lockGroupForBulkWrite } from "@/lib/db/lock-group-for-bulk-write";
import { recordEvents } from "@/lib/events/record-events";
import type { WipeInventoryOptions } from "@/lib/schemas/collection";
import type { ActionAmountOut } from "@/lib/schemas/entities";

/**
 * `POST /v1/actions/wipe-inventory` (owner): deletes the group's items (every entity that is not a
 * location) with their custom fields, tag links, attachments and maintenance; with `wipeLocations`
 * the locations too, with `wipeTags` every tag, with `wipeMaintenance` every maintenance entry.
 * One transaction; stored files no record needs any more are removed after it. `completed` counts
 * the entities, tags and maintenance entries deleted.
 */
export async function wipeInventory(
  ctx: TenantContext,
  options: WipeInventoryOptions,
): Promise<ActionAmountOut> {
  const groupId = ctx.groupId;
  const doomed = options.wipeLocations
    ? { groupId }
    : { groupId, OR: [{ entityTypeId: null }, { entityType: { isLocation: false } }] };
  const { completed, files } = await db().$transaction(
    async (tx) => {
      await lockGroupForBulkWrite(tx, groupId);
      let completed = 0;
      if (options.wipeMaintenance) {
        completed += (await tx.maintenanceEntry.deleteMany({ where: { groupId } })).count;
      }
      const files = await tx.attachment.findMany({
        where: { groupId, entity: doomed },
        select: { path: true, mimeType: true },
        distinct: ["path"],
      });
      completed += (await tx.entity.deleteMany({ where: doomed })).count;
      // Undoing an earlier delete would bring an item back into the wiped inventory.
      files.push(...(await dropPendingDeletes(tx, groupId)));
      if (options.wipeTags) completed += (await tx.tag.deleteMany({ where: { groupId } })).count;
      await recordEvents(tx, ctx, [{ type: "inventory.wiped" }]);
      return { completed, files };
    },
    { maxWait: 15_000, timeout: 5 * 60_000 },
  );
  await releaseFiles(groupId, files);
  return { completed };
}
