import { db, type Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/sqlite/client";
import type { SummaryRow } from "./entity-rows";
import { summaryColumns, summaryRowOf } from "./summary-sql";

export type ChainLink = {
  id: string;
  name: string;
  parentId: string | null;
  isLocation: boolean;
  depth: number;
};

/**
 * How far a walk goes by default: beyond the tree's depth cap (tree-depth.ts), for data stored
 * before it; stops the walk should a cycle ever reach the data.
 */
const MAX_DEPTH = 256;

type RawLink = { id: string; name: string; parentId: string | null; isLocation: unknown; depth: unknown };

/**
 * The entity and its ancestors, nearest first (depth 0 is the entity itself), in one recursive
 * query that both SQLite and PostgreSQL run. Empty when the entity is not in the group. CROSS JOIN
 * keeps SQLite reading the short chain first; left to choose, it scanned the group's entities
 * (PostgreSQL takes no ON with CROSS JOIN, so the condition is in WHERE). At most `maxDepth`
 * ancestors: when the last link still has a parent, the walk did not reach the root.
 */
export async function ancestorChain(
  groupId: string,
  entityId: string,
  client: Tx = db(),
  maxDepth = MAX_DEPTH,
): Promise<ChainLink[]> {
  const rows = await client.$queryRaw<RawLink[]>(
    chainQuery(groupId, entityId, maxDepth, Prisma.sql`"Entity"."id", "Entity"."name", "Entity"."parentId"`),
  );
  return rows.map(linkOf);
}

/**
 * ancestorChain with each link's summary row, for a page that shows the entity's parent and nearest
 * location: read with the chain, they need no lookup of their own.
 */
export async function ancestorSummaries(
  groupId: string,
  entityId: string,
): Promise<Array<ChainLink & { row: SummaryRow }>> {
  const rows = await db().$queryRaw<Array<RawLink & Record<string, unknown>>>(
    chainQuery(groupId, entityId, MAX_DEPTH, summaryColumns("Entity")),
  );
  return rows.map((row) => ({ ...linkOf(row), row: summaryRowOf(row) }));
}

/** The chain's recursive query, selecting `columns` of each link's Entity row besides its type and depth. */
function chainQuery(groupId: string, entityId: string, maxDepth: number, columns: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    WITH RECURSIVE "chain"("id", "depth") AS (
      SELECT "id", 0 FROM "Entity" WHERE "id" = ${entityId} AND "groupId" = ${groupId}
      UNION ALL
      SELECT "Entity"."parentId", "chain"."depth" + 1
      FROM "chain" JOIN "Entity" ON "Entity"."id" = "chain"."id"
      WHERE "Entity"."parentId" IS NOT NULL AND "chain"."depth" < ${maxDepth}
    )
    SELECT ${columns}, "EntityType"."isLocation", "chain"."depth"
    FROM "chain"
    CROSS JOIN "Entity"
    LEFT JOIN "EntityType" ON "EntityType"."id" = "Entity"."entityTypeId"
    WHERE "Entity"."id" = "chain"."id" AND "Entity"."groupId" = ${groupId}
    ORDER BY "chain"."depth"`;
}

function linkOf(row: RawLink): ChainLink {
  return {
    id: row.id,
    name: row.name,
    parentId: row.parentId,
    isLocation: row.isLocation === true || Number(row.isLocation) === 1,
    depth: Number(row.depth),
  };
}
