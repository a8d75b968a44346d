import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/sqlite/client";
import { numberFromMinor } from "@/lib/money";
import type { TotalsByOrganizerOut } from "@/lib/schemas/statistics";
import { ownedValuedItemsSql } from "./inventory-value";
import { topLevelLocations } from "@/lib/entities/roll-up";
import { treeTotals } from "@/lib/entities/tree-totals";
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

/**
 * `GET /v1/groups/statistics/locations`: the value under each non-archived location, everything below
 * it counted (sub-locations at any depth, items inside items), as HomeBox computes it. A location's
 * value therefore includes its sub-locations': summing the list counts things twice (the dashboard
 * shows topLevelLocationTotals instead). Rolled up as lib/entities/tree-totals.ts describes.
 */
export async function locationTotals(ctx: TenantContext): Promise<TotalsByOrganizerOut[]> {
  const { totals, containers } = await treeTotals(ctx.groupId);
  return toTotalsByOrganizer(
    containers
      .filter((node) => node.isLocation && !node.archived)
      .map((node) => ({
        id: node.id,
        name: node.name,
        quantity: 1,
        priceSum: totals.get(node.id)?.value ?? 0n,
      })),
  );
}

/**
 * The value of each top-level location (none above it that is a non-archived location), everything
 * inside counted: their subtrees do not overlap, so the bars add up to the value of everything placed
 * in a location, nothing counted twice.
 */
export async function topLevelLocationTotals(ctx: TenantContext): Promise<TotalsByOrganizerOut[]> {
  const { totals, containers } = await treeTotals(ctx.groupId);
  const shown = containers.map((node) => ({ ...node, isLocation: node.isLocation && !node.archived }));
  const names = new Map(containers.map((node) => [node.id, node.name]));
  return toTotalsByOrganizer(
    topLevelLocations(shown).map((id) => ({
      id,
      name: names.get(id) ?? "",
      quantity: 1,
      priceSum: totals.get(id)?.value ?? 0n,
    })),
  );
}

type TagNode = { id: string; parentId: string | null; name: string };

/** More tags than this go the plain way rather than into one statement as a list. */
const MAX_RANKED_TAGS = 5000;

/**
 * The group's tags in depth-first order: each tag's subtree is the run of ranks from its own rank
 * up to (not including) `end`. Null when some tag is not reached from a root (a cycle).
 */
export function rankTags(
  tags: TagNode[],
): { order: TagNode[]; rankOf: Map<string, number>; end: number[] } | null {
  const byId = new Map(tags.map((tag) => [tag.id, tag]));
  const children = new Map<string | null, TagNode[]>();
  for (const tag of tags) {
    // A parent outside the group's tags is no parent here (the walk joins children within the group).
    const parent = tag.parentId !== null && byId.has(tag.parentId) ? tag.parentId : null;
    const siblings = children.get(parent);
    if (siblings) siblings.push(tag);
    else children.set(parent, [tag]);
  }
  const order: TagNode[] = [];
  const rankOf = new Map<string, number>();
  const end: number[] = [];
  // Depth-first with a stack of its own: a tag chain is as deep as the data makes it, and a
  // recursive walk would overflow the call stack on a deep one.
  const stack: Array<{ rank: number; next: number; below: TagNode[] }> = [];
  const enter = (tag: TagNode) => {
    const rank = order.length;
    rankOf.set(tag.id, rank);
    order.push(tag);
    stack.push({ rank, next: 0, below: children.get(tag.id) ?? [] });
  };
  for (const root of children.get(null) ?? []) {
    enter(root);
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      if (top.next < top.below.length) enter(top.below[top.next++]!);
      else {
        end[top.rank] = order.length;
        stack.pop();
      }
    }
  }
  return order.length === tags.length ? { order, rankOf, end } : null;
}

/**
 * Value under each tag: items carrying the tag or any of its descendant tags (as the entity list's
 * tag filter reads a tag), each item counted once per tag.
 *
 * An item carrying several tags of one subtree must count once there. With the tags numbered in
 * depth-first order (a subtree is a run of ranks) and an item's tags taken in that order, a tag's
 * subtree holds an earlier tag of the same item exactly when the item's previous tag ranks at or
 * after the subtree's root. So each (item, tag) link counts for the tag's ancestors that rank after
 * the previous tag of its item, and for none above. The database gives each link the rank of that
 * previous tag (LAG), turns it into the rank of the lowest ancestor no longer counted (the deepest
 * one at or before it), and sums prices per (tag, cut, quantity): a few thousand rows. Here each
 * row adds its value to the tag and takes it off the cut, and a subtree's total is the sum over its
 * run of ranks. No (tag, item) pair is ever listed.
 */
export async function tagTotals(ctx: TenantContext): Promise<TotalsByOrganizerOut[]> {
  const groupId = ctx.groupId;
  const tags = await db().tag.findMany({
    where: { groupId },
    select: { id: true, parentId: true, name: true },
  });
  if (tags.length === 0) return [];
  const ranked = tags.length <= MAX_RANKED_TAGS ? rankTags(tags) : null;
  if (!ranked) return tagTotalsByWalk(groupId);
  const { order, rankOf, end } = ranked;
  const int = (value: number) => Prisma.raw(String(value));
  const rankRows = order.map((tag, rank) => Prisma.sql`(${tag.id}, ${int(rank)})`);
  // (tag rank, ancestor-or-self rank) for every tag.
  const chainRows: Prisma.Sql[] = [];
  for (const tag of order) {
    const rank = rankOf.get(tag.id)!;
    for (let node: TagNode | undefined = tag; node;) {
      chainRows.push(Prisma.sql`(${int(rank)}, ${int(rankOf.get(node.id)!)})`);
      node = node.parentId === null ? undefined : order[rankOf.get(node.parentId) ?? -1];
    }
  }
  const rows = await db().$queryRaw<{ rank: unknown; cut: unknown; quantity: unknown; priceSum: unknown }[]>`
    -- "tagged" first reads each priced item on the covering index, then its links by their primary
    -- key (CROSS JOIN keeps that order on SQLite; PostgreSQL plans it as any inner join). It is
    -- materialized so that SQLite indexes it for the rank lookup rather than scanning the ranks.
    WITH "tagRank"("tagId", "rank") AS (VALUES ${Prisma.join(rankRows)}),
    "chain"("rank", "ancestorRank") AS (VALUES ${Prisma.join(chainRows)}),
    "tagged" AS MATERIALIZED (
      SELECT link."tagId" AS "tagId", item."id" AS "itemId", item."quantity" AS "quantity",
        item."purchasePrice" AS "price"
      FROM "Entity" item
      CROSS JOIN "EntityTag" link
      WHERE ${ownedValuedItemsSql(groupId)} AND link."entityId" = item."id"
    ),
    "links" AS (
      SELECT "tagRank"."rank" AS "rank", "tagged"."quantity" AS "quantity", "tagged"."price" AS "price",
        LAG("tagRank"."rank") OVER (PARTITION BY "tagged"."itemId" ORDER BY "tagRank"."rank") AS "previous"
      FROM "tagged"
      JOIN "tagRank" ON "tagRank"."tagId" = "tagged"."tagId"
    ),
    "perPrevious" AS (
      SELECT "rank", "previous", "quantity", SUM("price") AS "priceSum"
      FROM "links"
      GROUP BY "rank", "previous", "quantity"
    ),
    "perCut" AS (
      SELECT "perPrevious"."rank" AS "rank", MAX("chain"."ancestorRank") AS "cut",
        "perPrevious"."quantity" AS "quantity", "perPrevious"."priceSum" AS "priceSum"
      FROM "perPrevious"
      LEFT JOIN "chain" ON "chain"."rank" = "perPrevious"."rank"
        AND "chain"."ancestorRank" <= "perPrevious"."previous"
      GROUP BY "perPrevious"."rank", "perPrevious"."previous", "perPrevious"."quantity", "perPrevious"."priceSum"
    )
    SELECT "rank", "cut", "quantity", SUM("priceSum") AS "priceSum"
    FROM "perCut"
    GROUP BY "rank", "cut", "quantity"`;
  // Value added at each rank (and taken off at each cut), then summed over each subtree's run.
  const added = new Array<bigint>(order.length).fill(0n);
  for (const row of rows) {
    const value = bigintFromSql(row.priceSum) * bigintFromSql(row.quantity);
    const rank = Number(bigintFromSql(row.rank));
    added[rank]! += value;
    if (row.cut !== null && row.cut !== undefined) added[Number(bigintFromSql(row.cut))]! -= value;
  }
  const prefix = [0n];
  for (const value of added) prefix.push(prefix[prefix.length - 1]! + value);
  return toTotalsByOrganizer(
    order.map((tag, rank) => ({
      id: tag.id,
      name: tag.name,
      quantity: 1,
      priceSum: prefix[end[rank]!]! - prefix[rank]!,
    })),
  );
}

/**
 * tagTotals the plain way, for a tag tree that is not a forest (a corrupt cycle) or is too large to
 * hand to the database as a list: every (tag, item) pair, deduplicated. Slow on a large inventory.
 */
async function tagTotalsByWalk(groupId: string): Promise<TotalsByOrganizerOut[]> {
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
