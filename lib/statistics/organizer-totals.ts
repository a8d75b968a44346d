import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { numberFromMinor } from "@/lib/money";
import type { TotalsByOrganizerOut } from "@/lib/schemas/statistics";
import { bigintFromSql } from "./sql-integer";

/** One tag or location with the summed purchase price of its items of one quantity. */
export type OrganizerPriceRow = { id: string; name: string; quantity: unknown; priceSum: unknown };

function compareNames(a: { id: string; name: string }, b: { id: string; name: string }): number {
  const left = a.name.toLowerCase();
  const right = b.name.toLowerCase();
  if (left !== right) return left < right ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Σ priceSum × quantity per organizer, exactly (BigInt); organizers holding no value are left out;
 * sorted by name (case-insensitive) then id; amounts as JSON numbers.
 */
export function toTotalsByOrganizer(rows: OrganizerPriceRow[]): TotalsByOrganizerOut[] {
  const totals = new Map<string, { id: string; name: string; minor: bigint }>();
  for (const row of rows) {
    const entry = totals.get(row.id) ?? { id: row.id, name: row.name, minor: 0n };
    entry.minor += bigintFromSql(row.priceSum) * bigintFromSql(row.quantity);
    totals.set(row.id, entry);
  }
  return [...totals.values()]
    .filter((entry) => entry.minor !== 0n)
    .sort(compareNames)
    .map((entry) => ({ id: entry.id, name: entry.name, total: numberFromMinor(entry.minor) }));
}

/*
 * Both queries are SQL that SQLite and PostgreSQL read alike: quoted identifiers, TRUE/FALSE
 * literals, no date arithmetic. They sum prices per (organizer, quantity) and leave the
 * multiplication to BigInt, so no product can overflow a 64-bit integer in the database. UNION (not
 * UNION ALL) in the recursive parts drops repeated rows, so even a corrupt cycle ends the walk.
 * The items counted are those that make up the inventory's value (see ownedItemsWhere): not
 * locations, not archived, not sold; unpriced ones are skipped early.
 */

/**
 * Value under each non-archived location: an item counts for every location above it, however deep
 * (sub-locations, items inside items). The walk starts from priced items and climbs their parents,
 * so its size is (priced items × depth), not (locations × descendants).
 */
export async function locationTotals(ctx: TenantContext): Promise<TotalsByOrganizerOut[]> {
  const groupId = ctx.groupId;
  const rows = await db().$queryRaw<OrganizerPriceRow[]>`
    WITH RECURSIVE "ancestry"("itemId", "price", "quantity", "ancestorId") AS (
      SELECT item."id", item."purchasePrice", item."quantity", item."parentId"
      FROM "Entity" item
      LEFT JOIN "EntityType" kind ON kind."id" = item."entityTypeId"
      WHERE item."groupId" = ${groupId}
        AND item."archived" = FALSE
        AND item."soldDate" IS NULL
        AND item."parentId" IS NOT NULL
        AND item."purchasePrice" <> 0
        AND item."quantity" <> 0
        AND (kind."id" IS NULL OR kind."isLocation" = FALSE)
      UNION
      SELECT "ancestry"."itemId", "ancestry"."price", "ancestry"."quantity", parent."parentId"
      FROM "ancestry"
      JOIN "Entity" parent ON parent."id" = "ancestry"."ancestorId"
      WHERE parent."groupId" = ${groupId} AND parent."parentId" IS NOT NULL
    )
    SELECT location."id" AS "id", location."name" AS "name", "ancestry"."quantity" AS "quantity",
      SUM("ancestry"."price") AS "priceSum"
    FROM "ancestry"
    JOIN "Entity" location ON location."id" = "ancestry"."ancestorId"
    JOIN "EntityType" kind ON kind."id" = location."entityTypeId"
    WHERE location."groupId" = ${groupId} AND location."archived" = FALSE AND kind."isLocation" = TRUE
    GROUP BY location."id", location."name", "ancestry"."quantity"`;
  return toTotalsByOrganizer(rows);
}

/**
 * Value under each tag: items carrying the tag or any of its descendant tags (as the entity list's
 * tag filter reads a tag), each item counted once per tag.
 */
export async function tagTotals(ctx: TenantContext): Promise<TotalsByOrganizerOut[]> {
  const groupId = ctx.groupId;
  const rows = await db().$queryRaw<OrganizerPriceRow[]>`
    WITH RECURSIVE "tagTree"("rootId", "tagId") AS (
      SELECT tag."id", tag."id" FROM "Tag" tag WHERE tag."groupId" = ${groupId}
      UNION
      SELECT "tagTree"."rootId", child."id"
      FROM "tagTree"
      JOIN "Tag" child ON child."parentId" = "tagTree"."tagId"
      WHERE child."groupId" = ${groupId}
    ),
    "taggedItems" AS (
      SELECT DISTINCT "tagTree"."rootId" AS "tagId", item."id" AS "itemId", item."purchasePrice" AS "price",
        item."quantity" AS "quantity"
      FROM "tagTree"
      JOIN "EntityTag" link ON link."tagId" = "tagTree"."tagId"
      JOIN "Entity" item ON item."id" = link."entityId"
      LEFT JOIN "EntityType" kind ON kind."id" = item."entityTypeId"
      WHERE item."groupId" = ${groupId}
        AND item."archived" = FALSE
        AND item."soldDate" IS NULL
        AND item."purchasePrice" <> 0
        AND item."quantity" <> 0
        AND (kind."id" IS NULL OR kind."isLocation" = FALSE)
    )
    SELECT tag."id" AS "id", tag."name" AS "name", "taggedItems"."quantity" AS "quantity",
      SUM("taggedItems"."price") AS "priceSum"
    FROM "taggedItems"
    JOIN "Tag" tag ON tag."id" = "taggedItems"."tagId"
    WHERE tag."groupId" = ${groupId}
    GROUP BY tag."id", tag."name", "taggedItems"."quantity"`;
  return toTotalsByOrganizer(rows);
}
