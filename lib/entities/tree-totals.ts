import { db } from "@/lib/db/client";
import { locationTypeIds } from "@/lib/entity-types/location-types";
import { Prisma } from "@/lib/generated/sqlite/client";
import { bigintFromSql } from "@/lib/statistics/sql-integer";
import { inBatches } from "./batches";
import {
  containersBelow,
  directTotals,
  rollUp,
  type Container,
  type DirectCounts,
  type DirectValues,
  type NestedTotals,
} from "./roll-up";
import { entitiesByLocationType } from "./locations-index";
import { skeletonStillHolds } from "./skeleton-changes";
import { TreeSnapshots } from "./tree-snapshot";

/*
 * How Cairn rolls a location's contents up: no closure table or stored path (nothing to maintain on
 * a move, an import or a delete), and no recursive walk over the inventory either. The tree's
 * skeleton (locations and the items that hold items: a few thousand rows) is read and walked in
 * memory; the items are only ever summed per direct container, by grouped scans that read covering
 * indexes, never the table rows; the sums then climb the skeleton (roll-up.ts). The whole tree
 * costs two index scans of the group; one subtree costs index seeks on the containers below it. The
 * skeleton and the whole tree's figures are kept per group until its next change (tree-snapshot.ts).
 */

/** A container of the group as the skeleton holds it. */
export type TreeContainer = Container & { name: string; archived: boolean };

/** The row aliased `item` is an item: no type, or a type that is not a location. */
const isItemSql = (locationTypes: string[]) =>
  locationTypes.length === 0
    ? Prisma.sql`TRUE`
    : Prisma.sql`(item."entityTypeId" IS NULL OR item."entityTypeId" NOT IN (${Prisma.join(locationTypes)}))`;

/**
 * Every location of the group, and every other entity something sits in (an item holding items),
 * with its parent: the locations on the (groupId, entityTypeId) index, the others by id from the
 * distinct parents, read on the (groupId, parentId, …) index alone.
 */
export async function containersOfGroup(groupId: string, locationTypes: string[]): Promise<TreeContainer[]> {
  const columns = Prisma.sql`"id", "parentId", "name", "archived", "entityTypeId"`;
  const [locations, others] =
    locationTypes.length === 0
      ? [Prisma.sql`FALSE`, Prisma.sql`TRUE`]
      : [
          Prisma.sql`"entityTypeId" IN (${Prisma.join(locationTypes)})`,
          Prisma.sql`("entityTypeId" IS NULL OR "entityTypeId" NOT IN (${Prisma.join(locationTypes)}))`,
        ];
  const rows = await db().$queryRaw<
    { id: string; parentId: string | null; name: string; archived: unknown; entityTypeId: string | null }[]
  >(Prisma.sql`
    SELECT ${columns} FROM ${entitiesByLocationType()} WHERE "groupId" = ${groupId} AND ${locations}
    UNION ALL
    SELECT ${columns} FROM "Entity"
    WHERE "groupId" = ${groupId} AND ${others}
      AND "id" IN (SELECT DISTINCT "parentId" FROM "Entity" WHERE "groupId" = ${groupId} AND "parentId" IS NOT NULL)`);
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    archived: row.archived === true || Number(row.archived) === 1,
    isLocation: row.entityTypeId !== null && locationTypes.includes(row.entityTypeId),
  }));
}

/**
 * Non-archived items per direct container (all of the group's, or those in `containerIds`): their
 * number and summed quantity, from the index (groupId, parentId, archived, entityTypeId, quantity).
 */
async function directCounts(
  groupId: string,
  locationTypes: string[],
  containerIds: string[] | null,
): Promise<DirectCounts[]> {
  const query = (inside: Prisma.Sql) =>
    db().$queryRaw<{ containerId: string; count: unknown; quantity: unknown }[]>(Prisma.sql`
      SELECT item."parentId" AS "containerId", COUNT(*) AS "count", SUM(item."quantity") AS "quantity"
      FROM "Entity" item
      WHERE item."groupId" = ${groupId} AND ${inside} AND item."archived" = FALSE AND ${isItemSql(locationTypes)}
      GROUP BY item."parentId"`);
  const rows =
    containerIds === null
      ? await query(Prisma.sql`item."parentId" IS NOT NULL`)
      : await inBatches(containerIds, (batch) =>
          query(Prisma.sql`item."parentId" IN (${Prisma.join(batch)})`),
        );
  return rows.map((row) => ({
    containerId: row.containerId,
    count: Number(bigintFromSql(row.count)),
    quantity: Number(bigintFromSql(row.quantity)),
  }));
}

/**
 * Unsold, non-archived, priced items per (direct container, quantity) with their summed prices, from
 * the index "Entity_value_idx" (groupId, soldDate, archived, parentId, quantity, entityTypeId,
 * purchasePrice, …). Prices are summed per quantity and multiplied in BigInt, never in SQL, so no
 * product can overflow a 64-bit integer.
 */
async function directValues(
  groupId: string,
  locationTypes: string[],
  containerIds: string[] | null,
): Promise<DirectValues[]> {
  const query = (inside: Prisma.Sql) =>
    db().$queryRaw<{ containerId: string; quantity: unknown; priceSum: unknown }[]>(Prisma.sql`
      SELECT item."parentId" AS "containerId", item."quantity" AS "quantity",
        SUM(item."purchasePrice") AS "priceSum"
      FROM "Entity" item
      WHERE item."groupId" = ${groupId} AND item."soldDate" IS NULL AND item."archived" = FALSE
        AND ${inside} AND item."purchasePrice" <> 0 AND item."quantity" <> 0 AND ${isItemSql(locationTypes)}
      GROUP BY item."parentId", item."quantity"`);
  const rows =
    containerIds === null
      ? await query(Prisma.sql`item."parentId" IS NOT NULL`)
      : await inBatches(containerIds, (batch) =>
          query(Prisma.sql`item."parentId" IN (${Prisma.join(batch)})`),
        );
  return rows.map((row) => ({
    containerId: row.containerId,
    quantity: Number(bigintFromSql(row.quantity)),
    priceSum: bigintFromSql(row.priceSum),
  }));
}

async function directTotalsOf(groupId: string, locationTypes: string[], containerIds: string[] | null) {
  const [counts, values] = await Promise.all([
    directCounts(groupId, locationTypes, containerIds),
    directValues(groupId, locationTypes, containerIds),
  ]);
  return directTotals(counts, values);
}

type Tree = { totals: Map<string, NestedTotals>; containers: TreeContainer[] };

/**
 * The group's skeleton, kept until a change that can touch it (tree-snapshot.ts,
 * skeleton-changes.ts): creating an item in a container, or changing an item's quantity or price,
 * keeps it.
 */
const skeletons = new TreeSnapshots(
  async (groupId: string) => containersOfGroup(groupId, await locationTypeIds(groupId)),
  32,
  async (groupId, after, upTo, kept) =>
    skeletonStillHolds(groupId, after, upTo, kept, await locationTypeIds(groupId)),
);

/** The whole tree's figures read anew on the kept skeleton (treeTotals keeps them; the benchmark times this). */
export async function readTree(groupId: string): Promise<Tree> {
  const [containers, direct] = await Promise.all([
    skeletons.get(groupId),
    locationTypeIds(groupId).then((locationTypes) => directTotalsOf(groupId, locationTypes, null)),
  ]);
  return { totals: rollUp(containers, direct), containers };
}

const trees = new TreeSnapshots(readTree);

/**
 * Nested totals of every location of the group (archived ones too), with the skeleton they climbed:
 * read anew only when the group changed since the last call (tree-snapshot.ts).
 */
export function treeTotals(groupId: string): Promise<Tree> {
  return trees.get(groupId);
}

/**
 * Nested totals of some of the group's entities (a location's page, its sub-locations, an item that
 * holds items). Locations are looked up in the whole tree's figures, kept until the group changes:
 * after a change the first call pays for both scans, the next ones for nothing. Other entities are
 * summed from the containers below them alone, on the kept skeleton. Every id asked for that holds
 * something or is a location gets totals; an entity holding nothing is left out (its totals are zero).
 */
export async function subtreeTotals(groupId: string, rootIds: string[]): Promise<Map<string, NestedTotals>> {
  if (rootIds.length === 0) return new Map();
  const whole = (await trees.get(groupId)).totals;
  const others = rootIds.filter((id) => !whole.has(id));
  const below = others.length > 0 ? await readSubtrees(groupId, others) : new Map<string, NestedTotals>();
  const wanted = new Map<string, NestedTotals>();
  for (const id of rootIds) {
    const found = whole.get(id) ?? below.get(id);
    if (found) wanted.set(id, found);
  }
  return wanted;
}

/** Totals of the given roots from the containers below them alone, on the kept skeleton. */
export async function readSubtrees(groupId: string, rootIds: string[]): Promise<Map<string, NestedTotals>> {
  const containers = await skeletons.get(groupId);
  const direct = await directTotalsOf(
    groupId,
    await locationTypeIds(groupId),
    containersBelow(containers, rootIds),
  );
  return rollUp(containers, direct, rootIds);
}

/** The ids of the containers at or below the given entities: what "everything inside" filters on. */
export async function containerIdsBelow(groupId: string, rootIds: string[]): Promise<string[]> {
  return containersBelow(await skeletons.get(groupId), rootIds);
}

/** The group's skeleton (its containers with names and parents), kept until the group changes. */
export function groupSkeleton(groupId: string): Promise<TreeContainer[]> {
  return skeletons.get(groupId);
}
