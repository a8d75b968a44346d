import type { DatabaseProvider } from "@/lib/db/database-url.mjs";
import { Prisma } from "@/lib/generated/sqlite/client";
import { idsCondition } from "../ids-condition";
import { containsPattern } from "../like-pattern";
import { ftsPhrase, isIndexableTerm } from "./search-terms";

/** The entity's own searchable columns. Both migrations *_search_purchase_from index exactly these, in this order. */
export const ENTITY_TEXT_COLUMNS = [
  "name",
  "description",
  "serialNumber",
  "modelNumber",
  "manufacturer",
  "notes",
  "purchaseFrom",
] as const;

/** `LOWER(column) LIKE LOWER(pattern)`: case-insensitive on both databases, whatever the collation. */
export function likeText(column: Prisma.Sql, pattern: string): Prisma.Sql {
  return Prisma.sql`LOWER(${column}) LIKE LOWER(${pattern}) ESCAPE '\\'`;
}

/**
 * The entity's text columns joined with U+001F, as PostgreSQL's GIN index "Entity_search_trgm_idx"
 * is built on (LOWER of it). The planner uses the index only for this very expression.
 */
export function postgresEntityText(alias: string): string {
  return ENTITY_TEXT_COLUMNS.map((column) => `${alias}."${column}"`).join(` || E'\\x1F' || `);
}

const entities = Prisma.sql`"Entity" AS "e"`;

/** The columns of "e" that matchingEntities offers. */
const offeredColumns = Prisma.sql`"e"."id", "e"."parentId", "e"."name", "e"."createdAt", "e"."updatedAt", "e"."assetId"`;

/**
 * `FROM … WHERE …` for the entities that pass `where` and, when `text` is set, contain it in their
 * texts (their own text columns, their text custom field values, their tag names) or sit directly
 * in one of the containers `inside` (those the text names and the containers below them). `where`
 * may use the entity "e" (id, groupId, entityTypeId, parentId, archived, assetId); the result offers
 * "e" with id, parentId, name, createdAt, updatedAt and assetId to select and sort.
 * Each database answers from its trigram index when the term allows it (search-terms.ts), with the
 * same rows as the LIKE scan that every other term gets.
 */
export function matchingEntities(
  provider: DatabaseProvider,
  groupId: string,
  text: string,
  where: Prisma.Sql,
  inside: string[] = [],
): Prisma.Sql {
  if (!text) return Prisma.sql`FROM ${entities} WHERE ${where}`;
  if (readsSqliteIndex(provider, text)) return sqliteFtsSearch(ftsPhrase(text)!, where, inside);
  const containing = isIndexableTerm(text)
    ? postgresTrigramSearch(groupId, text, where)
    : scanningEntities(groupId, text, where);
  if (inside.length === 0) return containing;
  return Prisma.sql`FROM (
    SELECT ${offeredColumns} ${containing}
    UNION
    SELECT ${offeredColumns} FROM ${entities}
      WHERE ${where} AND ${idsCondition(provider, Prisma.sql`"e"."parentId"`, inside)}
  ) AS "e"`;
}

/**
 * matchingEntities for a text by checking every entity that passes `where`: the way for terms the
 * trigram indexes cannot answer, and the reference the indexed searches must agree with.
 */
export function scanningEntities(groupId: string, text: string, where: Prisma.Sql): Prisma.Sql {
  const pattern = containsPattern(text);
  const columns = ENTITY_TEXT_COLUMNS.map((column) => likeText(Prisma.raw(`"e"."${column}"`), pattern));
  return Prisma.sql`FROM ${entities} WHERE ${where} AND (${Prisma.join(columns, " OR ")}
    OR EXISTS (SELECT 1 FROM "EntityField" AS "sf"
      WHERE "sf"."entityId" = "e"."id" AND "sf"."groupId" = ${groupId} AND "sf"."type" = 'text'
        AND ${likeText(Prisma.sql`"sf"."textValue"`, pattern)})
    OR EXISTS (SELECT 1 FROM "EntityTag" AS "st" JOIN "Tag" AS "tag" ON "tag"."id" = "st"."tagId"
      WHERE "st"."entityId" = "e"."id" AND ${likeText(Prisma.sql`"tag"."name"`, pattern)}))`;
}

/**
 * SQLite: the FTS5 trigram table "entity_fts" finds the entities, and "entity_search" (migration
 * *_search_index) stands in for Entity: it copies the columns the search filters and sorts by, so
 * no Entity row is read (looking up 30 000 entities by their text id alone took 60 ms). CROSS JOIN
 * fixes the order, FTS table first: any other start, or `id IN (SELECT … MATCH …)`, scans. Each
 * match is read through "entity_search_ranking_idx" (migration *_search_narrow_indexes), which holds
 * what a search filters and ranks by in half the pages of the rows; the planner would take the rows.
 * The entities inside the containers join the matches as search ids, read from the parentId index
 * alone, so that each entity is looked up and filtered once: a union of whole rows sorted every row
 * to drop the repeats (a search for "kitchen", 2,600 matches and 11,800 entities inside kitchens:
 * 53 ms, 33 ms this way).
 */
function sqliteFtsSearch(phrase: string, where: Prisma.Sql, inside: string[]): Prisma.Sql {
  const rows = Prisma.sql`"entity_search" AS "e" INDEXED BY "entity_search_ranking_idx"`;
  if (inside.length === 0) {
    return Prisma.sql`FROM "entity_fts" CROSS JOIN ${rows}
      WHERE "entity_fts" MATCH ${phrase} AND "e"."searchId" = "entity_fts"."rowid" AND ${where}`;
  }
  return Prisma.sql`FROM (
      SELECT "rowid" AS "searchId" FROM "entity_fts" WHERE "entity_fts" MATCH ${phrase}
      UNION
      SELECT "searchId" FROM "entity_search" WHERE ${idsCondition("sqlite", Prisma.sql`"parentId"`, inside)}
    ) AS "m" CROSS JOIN ${rows}
    WHERE "e"."searchId" = "m"."searchId" AND ${where}`;
}

/**
 * The entity's name in lower case, as `LOWER("e"."name")` gives it, for the "e" of
 * matchingEntities: on SQLite's index "e" has it already ("nameText", the same LOWER), so the sort
 * of every match computes nothing per row and reads no more than the ranking index holds.
 */
export function lowerName(provider: DatabaseProvider, text: string): Prisma.Sql {
  return readsSqliteIndex(provider, text) ? Prisma.sql`"e"."nameText"` : Prisma.sql`LOWER("e"."name")`;
}

/** Whether matchingEntities answers `text` from SQLite's index, with "entity_search" as "e". */
function readsSqliteIndex(provider: DatabaseProvider, text: string): boolean {
  return provider === "sqlite" && isIndexableTerm(text);
}

/**
 * PostgreSQL: the LIKE conditions of the scan, each where its pg_trgm GIN index (migration
 * *_search_index) can serve it. The entities matching on their own columns come straight from the
 * index; those matching only through a field or a tag are fetched by id, as `= ANY(ARRAY(…))` so
 * that the planner probes the primary key instead of guessing the ids many and reading every entity
 * (`IN (…)` did: 1 match, 40 ms). The two parts are disjoint, so UNION ALL needs no deduplication.
 */
function postgresTrigramSearch(groupId: string, text: string, where: Prisma.Sql): Prisma.Sql {
  const pattern = containsPattern(text);
  const ownText = likeText(Prisma.raw(postgresEntityText('"e"')), pattern);
  return Prisma.sql`FROM (
    SELECT ${offeredColumns} FROM ${entities} WHERE ${where} AND ${ownText}
    UNION ALL
    SELECT ${offeredColumns} FROM ${entities}
      WHERE ${where} AND NOT ${ownText} AND "e"."id" = ANY (ARRAY(
        SELECT "sf"."entityId" FROM "EntityField" AS "sf"
          WHERE "sf"."groupId" = ${groupId} AND "sf"."type" = 'text'
            AND ${likeText(Prisma.sql`"sf"."textValue"`, pattern)}
        UNION
        SELECT "st"."entityId" FROM "EntityTag" AS "st" JOIN "Tag" AS "tag" ON "tag"."id" = "st"."tagId"
          WHERE ${likeText(Prisma.sql`"tag"."name"`, pattern)}))
  ) AS "e"`;
}
