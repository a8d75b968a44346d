import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { numberFromMinor } from "@/lib/money";
import type { TotalsByOrganizerOut } from "@/lib/schemas/statistics";
import { ownedValuedItemsSql } from "./inventory-value";
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
 * The queries are SQL that SQLite and PostgreSQL read alike: quoted identifiers, TRUE/FALSE
 * literals, no date arithmetic. They sum prices per (organizer, quantity) and leave the
 * multiplication to BigInt, so no product can overflow a 64-bit integer in the database. The items
 * counted are those that make up the inventory's value (see ownedValuedItemsSql): not locations, not
 * archived, not sold; unpriced ones are skipped early.
 */

type ContainerSumRow = { containerId: string; quantity: unknown; priceSum: unknown };
type ContainerRow = { id: string; parentId: string | null; name: string; isLocation: unknown };

/**
 * Value under each non-archived location: an item counts for every location above it, however deep
 * (sub-locations, items inside items). Two aggregates, neither of which reads an item's table row:
 * - the items' prices summed per (direct parent, quantity), one covering-index scan;
 * - the tree's skeleton: every entity of the group that holds another (locations and the items
 *   that contain items), with its parent — a few thousand rows, not the inventory.
 * Each parent's value then climbs the skeleton once, here, so the cost is (parents × depth) rather
 * than (items × depth). The climb follows what the database holds: it stops at an entity outside
 * the group, and a visited set ends it should a corrupt cycle ever reach the data.
 */
export async function locationTotals(ctx: TenantContext): Promise<TotalsByOrganizerOut[]> {
  const groupId = ctx.groupId;
  const [sums, containers] = await Promise.all([
    db().$queryRaw<ContainerSumRow[]>`
      SELECT item."parentId" AS "containerId", item."quantity" AS "quantity",
        SUM(item."purchasePrice") AS "priceSum"
      FROM "Entity" item
      WHERE ${ownedValuedItemsSql(groupId)} AND item."parentId" IS NOT NULL
      GROUP BY item."parentId", item."quantity"`,
    db().$queryRaw<ContainerRow[]>`
      SELECT node."id" AS "id", node."parentId" AS "parentId", node."name" AS "name",
        CASE WHEN node."archived" = FALSE AND kind."isLocation" = TRUE THEN 1 ELSE 0 END AS "isLocation"
      FROM "Entity" node
      LEFT JOIN "EntityType" kind ON kind."id" = node."entityTypeId"
      WHERE node."groupId" = ${groupId}
        AND node."id" IN (
          SELECT child."parentId" FROM "Entity" child
          WHERE child."groupId" = ${groupId} AND child."parentId" IS NOT NULL
        )`,
  ]);
  const valueOf = new Map<string, bigint>();
  for (const row of sums) {
    const value = bigintFromSql(row.priceSum) * bigintFromSql(row.quantity);
    valueOf.set(row.containerId, (valueOf.get(row.containerId) ?? 0n) + value);
  }
  const nodes = new Map(containers.map((node) => [node.id, node]));
  const totals = new Map<string, OrganizerPriceRow>();
  for (const [containerId, value] of valueOf) {
    const visited = new Set<string>();
    for (let node = nodes.get(containerId); node && !visited.has(node.id);) {
      visited.add(node.id);
      if (bigintFromSql(node.isLocation) === 1n) {
        const entry = totals.get(node.id) ?? { id: node.id, name: node.name, quantity: 1, priceSum: 0n };
        entry.priceSum = (entry.priceSum as bigint) + value;
        totals.set(node.id, entry);
      }
      node = node.parentId === null ? undefined : nodes.get(node.parentId);
    }
  }
  return toTotalsByOrganizer([...totals.values()]);
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
