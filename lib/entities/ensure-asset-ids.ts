import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { lockGroupForBulkWrite } from "@/lib/db/lock-group-for-bulk-write";
import { recordEvents } from "@/lib/events/record-events";
import { Prisma } from "@/lib/generated/sqlite/client";
import type { ActionAmountOut } from "@/lib/schemas/entities";
import { allocateAssetIds, syncAssetCounter } from "./asset-counter";

/**
 * `POST /v1/actions/ensure-asset-ids`: gives every entity of the group without an asset ID the
 * next ones, oldest entity first, in one transaction and one numbering statement.
 */
export async function ensureAssetIds(ctx: TenantContext): Promise<ActionAmountOut> {
  const completed = await db().$transaction(
    async (tx) => {
      await lockGroupForBulkWrite(tx, ctx.groupId);
      await syncAssetCounter(tx, ctx.groupId);
      const missing = await tx.entity.count({ where: { groupId: ctx.groupId, assetId: null } });
      if (missing === 0) return 0;
      const first = await allocateAssetIds(tx, ctx.groupId, missing);
      const numbered = await tx.$executeRaw(Prisma.sql`
        UPDATE "Entity" SET "assetId" = "numbered"."rn" + ${first - 1}
        FROM (
          SELECT "id", ROW_NUMBER() OVER (ORDER BY "createdAt", "id") AS "rn"
          FROM "Entity" WHERE "groupId" = ${ctx.groupId} AND "assetId" IS NULL
        ) AS "numbered"
        WHERE "Entity"."id" = "numbered"."id"`);
      // The event lock last, as every other write takes it (after its rows).
      await recordEvents(tx, ctx, [{ type: "entities.changed" }]);
      return numbered;
    },
    { maxWait: 15_000, timeout: 60_000 },
  );
  return { completed };
}
