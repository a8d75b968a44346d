import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { recordEvents } from "@/lib/events/record-events";
import type { ActionAmountOut } from "@/lib/schemas/entities";
import { promoteFirstPhoto } from "./primary-photo";

/**
 * `POST /v1/actions/set-primary-photos`: every entity of the group that has photos but no primary
 * one gets its oldest photo as primary. `completed` counts the entities changed.
 */
export async function setPrimaryPhotos(ctx: TenantContext): Promise<ActionAmountOut> {
  const [withPhotos, withPrimary] = await Promise.all([
    db().attachment.findMany({
      where: { groupId: ctx.groupId, type: "photo" },
      select: { entityId: true },
      distinct: ["entityId"],
    }),
    db().attachment.findMany({
      where: { groupId: ctx.groupId, type: "photo", primary: true },
      select: { entityId: true },
      distinct: ["entityId"],
    }),
  ]);
  const covered = new Set(withPrimary.map((row) => row.entityId));
  let completed = 0;
  for (const { entityId } of withPhotos) {
    if (covered.has(entityId)) continue;
    const promoted = await db().$transaction(async (tx) => {
      const done = await promoteFirstPhoto(tx, ctx.groupId, entityId);
      if (done) await recordEvents(tx, ctx, [{ type: "attachment.updated", entityId }]);
      return done;
    });
    if (promoted) completed++;
  }
  return { completed };
}
