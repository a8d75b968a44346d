import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/sqlite/client";
import { bigintFromSql } from "@/lib/statistics/sql-integer";
import { inBatches } from "./batches";
import { typeCondition } from "./type-condition";

/**
 * For each location: the summed quantity of its direct children that are items (not locations)
 * and not archived. One grouped query for the whole batch, the items told apart as the search does.
 */
export async function directItemCounts(groupId: string, locationIds: string[]): Promise<Map<string, number>> {
  const sums = await inBatches(locationIds, (batch) =>
    db().$queryRaw<Array<{ parentId: string; quantity: unknown }>>(Prisma.sql`
      SELECT "e"."parentId", SUM("e"."quantity") AS "quantity"
      FROM "Entity" AS "e"
      WHERE "e"."groupId" = ${groupId} AND "e"."parentId" IN (${Prisma.join(batch)})
        AND "e"."archived" = FALSE
        AND ${typeCondition(groupId, false)}
      GROUP BY "e"."parentId"`),
  );
  return new Map(sums.map((row) => [row.parentId, Number(bigintFromSql(row.quantity))]));
}
