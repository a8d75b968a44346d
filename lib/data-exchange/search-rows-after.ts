import type { Tx } from "@/lib/db/client";
import type { DatabaseProvider } from "@/lib/db/database-url.mjs";

/**
 * SQLite keeps the search table ("entity_search" and its FTS index, see the *_search_index
 * migration) by triggers. For a large import, the trigger that runs once per new entity cost about
 * as much as the inserts themselves (50,000 rows in plain better-sqlite3: 10.9–16.3 s with it,
 * 8.1–14.7 s with the rows indexed by one statement at the end, on a loaded machine). Below this many
 * new entities the per-row trigger stays: the statement at the end reads every entity once.
 */
const SET_BASED_FROM = 1_000;

const TRIGGER = "Entity_search_after_insert";

/**
 * Entities (by rowid) the fill reads per statement. One statement for all of them kept the undo of
 * every index page it changed (the full-text index merges its segments as it grows) until its end:
 * with the import's statement journal in memory (statement-journal-in-memory.ts) that was ~50 MB.
 */
const FILL_ROWIDS_PER_STATEMENT = 2_000;

/**
 * The trigger's own text, as sqlite_master keeps it: one INSERT INTO "entity_search" (…) VALUES
 * (expressions over NEW). Anything else (a later migration changed it) leaves the trigger alone.
 */
const TRIGGER_SHAPE =
  /^CREATE TRIGGER "Entity_search_after_insert" AFTER INSERT ON "Entity" BEGIN\s+(INSERT INTO "entity_search" \([^()]*\))\s+VALUES\s*\(([\s\S]*)\);\s*END$/;

/**
 * Runs `write` (inserts of new entities, inside the caller's transaction) with SQLite's per-row
 * search trigger dropped, then gives every entity without a search row the row the trigger would
 * have written, by INSERT … SELECT statements over consecutive rowid ranges built from the
 * trigger's own text (NEW becomes the name of the entity being read, so the values cannot drift
 * from the trigger's), and makes the trigger again from that same text.
 *
 * Why this is safe:
 * - DDL is transactional in SQLite. The drop, the inserts, the fill and the new trigger commit
 *   together or roll back together (an error anywhere rolls the import back, trigger included), and
 *   other connections (in WAL mode they read the last commit) never see the schema without it.
 *   They see a new schema cookie after the commit; SQLite prepares their statements again by itself.
 * - This process has one connection, and statements of other requests that do not open a
 *   transaction may run on it while the import's transaction is open: an entity another request
 *   inserts meanwhile has no search row yet either, and the fill covers it too (it takes every
 *   entity without one, not only the import's). Updates and deletes keep their triggers; an update
 *   of an entity without a search row changes nothing there, and the fill reads the final values.
 * - The rows are filled in the entities' insertion order (rowid), so "searchId" comes out as the
 *   per-row trigger would have numbered it.
 */
export async function withSearchRowsAfter<T>(
  tx: Tx,
  provider: DatabaseProvider,
  newEntities: number,
  write: () => Promise<T>,
): Promise<T> {
  if (provider !== "sqlite" || newEntities < SET_BASED_FROM) return write();
  const [trigger] = await tx.$queryRaw<Array<{ sql: string }>>`
    SELECT "sql" FROM "sqlite_master" WHERE "type" = 'trigger' AND "name" = ${TRIGGER}`;
  const shape = trigger ? TRIGGER_SHAPE.exec(trigger.sql) : null;
  if (!trigger || !shape) return write();
  const [, insertInto, expressions] = shape;
  await tx.$executeRawUnsafe(`DROP TRIGGER "${TRIGGER}"`);
  const result = await write();
  const fill = `${insertInto} SELECT ${expressions} FROM "Entity" AS "NEW"
    WHERE "NEW"."rowid" > ? RANGE_END
      AND NOT EXISTS (SELECT 1 FROM "entity_search" AS "s" WHERE "s"."id" = "NEW"."id")
    ORDER BY "NEW"."rowid"`;
  const last = await lastRowid(tx);
  // From the first rowid, not from the largest before the drop: SQLite may give a new entity the
  // rowid of one deleted meanwhile. Entities that have their row cost one index probe each.
  let from = 0;
  // Separate texts for the bounded ranges and the open last one: "(? IS NULL OR rowid <= ?)" kept
  // SQLite from using the upper bound, and each range read on to the table's end.
  for (; from + FILL_ROWIDS_PER_STATEMENT < last; from += FILL_ROWIDS_PER_STATEMENT) {
    await tx.$executeRawUnsafe(
      fill.replace("RANGE_END", `AND "NEW"."rowid" <= ?`),
      from,
      from + FILL_ROWIDS_PER_STATEMENT,
    );
  }
  // The last statement has no upper bound: it also takes entities inserted meanwhile.
  await tx.$executeRawUnsafe(fill.replace("RANGE_END", ""), from);
  await tx.$executeRawUnsafe(trigger.sql);
  return result;
}

async function lastRowid(tx: Tx): Promise<number> {
  const [row] = await tx.$queryRawUnsafe<Array<{ last: number | bigint | null }>>(
    `SELECT MAX("rowid") AS "last" FROM "Entity"`,
  );
  return Number(row?.last ?? 0);
}
