import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { lockGroupForBulkWrite } from "@/lib/db/lock-group-for-bulk-write";
import { recordEvents } from "@/lib/events/record-events";
import { Prisma } from "@/lib/generated/sqlite/client";
import type { ActionAmountOut } from "@/lib/schemas/entities";

/**
 * `POST /v1/actions/ensure-import-refs`: every entity of the group without an import reference
 * gets one, in a single statement: its own id, which no other entity can hold already unless an
 * import wrote exactly that text (such entities are left without one rather than collide).
 */
export async function ensureImportRefs(ctx: TenantContext): Promise<ActionAmountOut> {
  const completed = await db().$transaction(async (tx) => {
    await lockGroupForBulkWrite(tx, ctx.groupId);
    const count = await tx.$executeRaw(Prisma.sql`
    UPDATE "Entity" SET "importRef" = "id"
    WHERE "groupId" = ${ctx.groupId} AND "importRef" IS NULL
      AND "id" NOT IN (
        SELECT "importRef" FROM "Entity" WHERE "groupId" = ${ctx.groupId} AND "importRef" IS NOT NULL
      )`);
    if (count > 0) await recordEvents(tx, ctx, [{ type: "entities.changed" }]);
    return count;
  });
  return { completed };
}
