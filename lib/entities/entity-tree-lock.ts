import { db, type Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/sqlite/client";
import { MAX_TREE_DEPTH } from "./tree-depth";
import { holdTransactionLock } from "@/lib/db/transaction-lock";

/**
 * Taken first by every transaction that gives an entity a parent (create, move, CSV import), and
 * held to the commit: on PostgreSQL two such transactions in a group then run one after the other,
 * so the second checks the tree the first left. Without it "A under B" and "B under A" at once each
 * saw the other still a root, and both committed a cycle. Nothing waits for this lock while holding
 * another one, so it adds no deadlock. SQLite runs one write transaction at a time anyway.
 */
export async function lockEntityTree(tx: Tx, groupId: string): Promise<void> {
  await holdTransactionLock(tx, "entity-tree:" + groupId);
}

/**
 * How many levels lie below the entity (0 for a leaf), counted up to `limit`: a subtree that reaches
 * it is too deep to move anywhere but the top, whatever lies further down.
 */
export async function subtreeHeight(
  groupId: string,
  entityId: string,
  limit = MAX_TREE_DEPTH,
  client: Tx = db(),
): Promise<number> {
  const rows = await client.$queryRaw<Array<{ height: unknown }>>(Prisma.sql`
    WITH RECURSIVE "below"("id", "depth") AS (
      SELECT "id", 0 FROM "Entity" WHERE "id" = ${entityId} AND "groupId" = ${groupId}
      UNION ALL
      SELECT "Entity"."id", "below"."depth" + 1
      FROM "below" JOIN "Entity" ON "Entity"."parentId" = "below"."id"
      WHERE "Entity"."groupId" = ${groupId} AND "below"."depth" < ${limit}
    )
    SELECT MAX("depth") AS "height" FROM "below"`);
  return Number(rows[0]?.height ?? 0);
}
