import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/sqlite/client";
import { bigintFromSql } from "./sql-integer";

type EntityWhere = Prisma.EntityWhereInput;

/** An entity without a type, or whose type is not a location, is an item. */
const isItem: EntityWhere = { OR: [{ entityTypeId: null }, { entityType: { isLocation: false } }] };

/** Items the group has: not archived (sold ones still count as items). */
export function activeItemsWhere(groupId: string, ...conditions: EntityWhere[]): EntityWhere {
  return { groupId, archived: false, AND: [isItem, ...conditions] };
}

/** Items that make up the inventory's value: active and not sold. */
export function ownedItemsWhere(groupId: string, ...conditions: EntityWhere[]): EntityWhere {
  return activeItemsWhere(groupId, { soldDate: null }, ...conditions);
}

export type QuantityGroup = { quantity: number; _sum: { purchasePrice: bigint | null } };

/** Σ price × quantity from per-quantity price sums, exactly, in ten-thousandths. */
export function valueOfQuantityGroups(groups: QuantityGroup[]): bigint {
  return groups.reduce(
    (total, group) => total + (group._sum.purchasePrice ?? 0n) * BigInt(group.quantity),
    0n,
  );
}

/**
 * The SQL twin of ownedItemsWhere for raw queries, on the row aliased `item`, narrowed to the rows
 * that carry value (a zero price or quantity adds nothing). SQLite and PostgreSQL read it alike. It
 * reads only columns of the index "Entity_groupId_archived_soldDate_parentId_quantity_idx"
 * (groupId, archived, soldDate, parentId, quantity, entityTypeId, purchasePrice, purchaseDate,
 * createdAt, id), so the statistics scan that index and never the wide table rows. An entity type is
 * a location type or not whatever its group; the foreign key makes NOT IN the same as the join.
 */
export function ownedValuedItemsSql(groupId: string): Prisma.Sql {
  return Prisma.sql`item."groupId" = ${groupId}
    AND item."archived" = FALSE
    AND item."soldDate" IS NULL
    AND item."purchasePrice" <> 0
    AND item."quantity" <> 0
    AND (item."entityTypeId" IS NULL
      OR item."entityTypeId" NOT IN (SELECT kind."id" FROM "EntityType" kind WHERE kind."isLocation" = TRUE))`;
}

/** When an item entered the inventory: its purchase date, else the day it was recorded. */
const acquiredSql = Prisma.sql`COALESCE(item."purchaseDate", item."createdAt")`;

/**
 * The value (Σ purchasePrice × quantity, ten-thousandths) of what the group owns now, counting only
 * the items acquired before each instant (purchase date, else record date: see purchase-price.ts), or all of them with no instant. One
 * scan answers every instant: each item falls in the bucket of the first instant it precedes, and the
 * database sums prices per (bucket, quantity), so a few hundred rows come back however many items
 * there are. The products and the running totals are taken with BigInt, never in floating point.
 */
export async function ownedValueBefore(groupId: string, instants: Date[]): Promise<bigint[]> {
  const sorted = instants.every((instant, index) => index === 0 || instants[index - 1]! <= instant);
  if (!sorted) throw new RangeError("instants must be in ascending order");
  const bucket =
    instants.length === 0
      ? Prisma.sql`0`
      : Prisma.sql`CASE ${Prisma.join(
          instants.map(
            (instant, index) =>
              Prisma.sql`WHEN ${acquiredSql} < ${instant} THEN ${Prisma.raw(String(index))}`,
          ),
          " ",
        )} END`;
  const last = instants[instants.length - 1];
  const rows = await db().$queryRaw<{ bucket: unknown; quantity: unknown; priceSum: unknown }[]>`
    SELECT "valued"."bucket" AS "bucket", "valued"."quantity" AS "quantity", SUM("valued"."price") AS "priceSum"
    FROM (
      SELECT ${bucket} AS "bucket", item."quantity" AS "quantity", item."purchasePrice" AS "price"
      FROM "Entity" item
      WHERE ${ownedValuedItemsSql(groupId)}
        ${last === undefined ? Prisma.empty : Prisma.sql`AND ${acquiredSql} < ${last}`}
    ) "valued"
    GROUP BY "valued"."bucket", "valued"."quantity"`;
  const perBucket = new Array<bigint>(Math.max(instants.length, 1)).fill(0n);
  for (const row of rows) {
    const index = Number(bigintFromSql(row.bucket));
    perBucket[index] = (perBucket[index] ?? 0n) + bigintFromSql(row.priceSum) * bigintFromSql(row.quantity);
  }
  let running = 0n;
  return perBucket.map((value) => (running += value));
}

/** The value (Σ purchasePrice × quantity, ten-thousandths) of everything the group owns now. */
export async function ownedValue(groupId: string): Promise<bigint> {
  const [value] = await ownedValueBefore(groupId, []);
  return value ?? 0n;
}
