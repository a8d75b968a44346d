import { config } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { providerOf } from "@/lib/db/database-url.mjs";
import { Prisma } from "@/lib/generated/sqlite/client";
import { loanCondition } from "@/lib/loans/loan-filter";
import { defaultDirection } from "@/lib/schemas/entity-order";
import { typeCondition } from "./type-condition";
import { bigintFromSql } from "@/lib/statistics/sql-integer";
import type { EntityFilters } from "./entity-filters";
import { keptPerFilter } from "./kept-per-filter";
import { containsPattern, prefixPattern } from "./like-pattern";
import { idsCondition } from "./ids-condition";
import { lowerName, matchingEntities } from "./search/entity-source";
import { containerIdsBelow } from "./tree-totals";
import type { SummaryRow } from "./entity-rows";
import { summaryColumns, summaryRowOf } from "./summary-sql";

export type { EntityFilters } from "./entity-filters";

export type SearchHit = { id: string; parentId: string | null };

/**
 * The search behind `GET /v1/entities`: filters, ranks, counts and pages in the database (nothing
 * is filtered in memory). Plain SQL that SQLite and PostgreSQL both run, except for the text match:
 * case-insensitive substring search, answered from a trigram index on either database when the term
 * allows it (search/entity-source.ts), with the same results as the `LOWER(column) LIKE
 * LOWER('%term%')` scan it falls back to.
 */
export async function searchEntities(
  groupId: string,
  filters: EntityFilters,
  window: { offset: number; limit: number },
): Promise<{ hits: SearchHit[]; total: number }> {
  const { rows, total } = await searchPage(groupId, filters, window, (page) =>
    db().$queryRaw<Array<SearchHit & { total?: unknown }>>(
      Prisma.sql`SELECT "e"."id", "e"."parentId"${countColumn(page.counted)} ${page.rest}`,
    ),
  );
  return { hits: rows.map(hitOf), total };
}

/**
 * searchEntities with each hit's summary row and its parent's, in the same query: the page's ids
 * are found as there, then joined to their rows by primary key (one round trip where a page and
 * then its rows took two). CROSS JOIN keeps SQLite reading the page first: with the LIMIT bound as
 * a parameter it chose to walk the whole group in name order and probe the page (45 ms, not 2).
 * PostgreSQL takes no ON with CROSS JOIN, so the condition is in WHERE.
 */
export async function searchSummaries(
  groupId: string,
  filters: EntityFilters,
  window: { offset: number; limit: number },
): Promise<{ rows: SummaryRow[]; parents: SummaryRow[]; total: number }> {
  const { rows, total } = await searchPage(groupId, filters, window, (page) =>
    db().$queryRaw<Array<Record<string, unknown>>>(Prisma.sql`
      SELECT ${summaryColumns("e")}, ${summaryColumns("p", PARENT_PREFIX)}
        ${page.counted ? Prisma.sql`, "page"."total"` : Prisma.empty}
      FROM (SELECT "e"."id"${countColumn(page.counted)} ${page.rest}) AS "page"
      CROSS JOIN "Entity" AS "e"
      LEFT JOIN "Entity" AS "p" ON "p"."id" = "e"."parentId" AND "p"."groupId" = ${groupId}
      WHERE "e"."id" = "page"."id" AND "e"."groupId" = ${groupId}
      ORDER BY ${orderClause(filters)}`),
  );
  return {
    rows: rows.map((row) => summaryRowOf(row)),
    parents: rows
      .filter((row) => row[`${PARENT_PREFIX}id`] != null)
      .map((row) => summaryRowOf(row, PARENT_PREFIX)),
    total,
  };
}

const PARENT_PREFIX = "parent_";

/** A search's page counts its matches in the same pass (searchPage). */
const countColumn = (counted: boolean) =>
  counted ? Prisma.sql`, COUNT(*) OVER () AS "total"` : Prisma.empty;

/**
 * One page of what the filters match, with the total: `select` reads the page from `rest` (the
 * statement from FROM on), with the count's column (countColumn) when `counted`.
 */
async function searchPage<Row extends { total?: unknown }>(
  groupId: string,
  filters: EntityFilters,
  window: { offset: number; limit: number },
  select: (page: { counted: boolean; rest: Prisma.Sql }) => Promise<Row[]>,
): Promise<{ rows: Row[]; total: number }> {
  const { others, from, lower } = await filteredSource(groupId, filters);
  const count = async () => {
    const [row] = await db().$queryRaw<Array<{ total: unknown }>>(
      filters.text || filters.isLocation
        ? Prisma.sql`SELECT COUNT(*) AS "total" ${from}`
        : // Items are all entities but the locations: two counts read from the index alone, where
          // excluding the location types row by row took three times as long.
          Prisma.sql`SELECT (SELECT COUNT(*) FROM "Entity" AS "e" WHERE ${others})
            - (SELECT COUNT(*) FROM "Entity" AS "e" WHERE ${others} AND ${typeCondition(groupId, true)})
            AS "total"`,
    );
    return Number(row?.total ?? 0);
  };
  const page = (counted: boolean) =>
    select({
      counted,
      rest: Prisma.sql`${from}
      ORDER BY ${orderClause(filters, lower)}
      LIMIT ${window.limit} OFFSET ${window.offset}`,
    });

  if (!filters.text) {
    // The page of a plain list is read in index order and stops early; only the count reads all,
    // so it is kept per filter until the group changes: paging on asks for the same count.
    const [total, rows] = await Promise.all([keptPerFilter("count", groupId, filters, count), page(false)]);
    return { rows, total };
  }
  // A search's count is kept like a list's. Until it is, ranking visits every match anyway, so the
  // same pass counts them (a page past the end has no row to carry the count, and only then is it
  // asked for separately); once kept, the page is ranked without counting, which spares writing
  // every match aside first (a search for "cable" at 25,000 matches: 38 ms counted, 25 ms not).
  let counted: Promise<Row[]> | undefined;
  const total = await keptPerFilter("count", groupId, filters, async () => {
    counted = page(true);
    const rows = await counted;
    return rows.length > 0 ? Number(rows[0]!.total) : window.offset > 0 ? await count() : 0;
  });
  return { rows: await (counted ?? page(false)), total };
}

const hitOf = (row: SearchHit): SearchHit => ({ id: row.id, parentId: row.parentId });

/**
 * `FROM …` of every entity the filters match. A text also finds what sits anywhere inside the
 * containers it names (an item in Garage › Shelf 2 for "garage"): `textInside` holds them.
 */
async function filteredSource(groupId: string, filters: EntityFilters) {
  const provider = providerOf(config().databaseUrl);
  const others = otherConditions(groupId, filters, await parentCondition(provider, groupId, filters));
  const where = Prisma.sql`${others} AND ${typeCondition(groupId, filters.isLocation)}`;
  const inside = filters.text ? (filters.textInside ?? []) : [];
  return {
    others,
    from: matchingEntities(provider, groupId, filters.text, where, inside),
    lower: lowerName(provider, filters.text),
  };
}

/** Cairn's `withTotals`: every entry the filters match, on every page. Value in ten-thousandths. */
export type SearchTotals = { count: number; quantity: number; value: bigint };

/**
 * Totals of everything the filters match, in one grouped query: rows per quantity with their
 * count and the summed price of the unsold ones; the products are taken here in BigInt, so no sum
 * overflows. A plain list reads the filtered entities straight; a search looks its matches up by id.
 */
export async function searchTotals(groupId: string, filters: EntityFilters): Promise<SearchTotals> {
  const { from } = await filteredSource(groupId, filters);
  const aggregate = (alias: string) => {
    const x = Prisma.raw(`"${alias}"`);
    return Prisma.sql`SELECT ${x}."quantity" AS "quantity", COUNT(*) AS "count",
      SUM(CASE WHEN ${x}."soldDate" IS NULL THEN ${x}."purchasePrice" ELSE 0 END) AS "priceSum"`;
  };
  const rows = await db().$queryRaw<Array<{ quantity: unknown; count: unknown; priceSum: unknown }>>(
    filters.text
      ? Prisma.sql`${aggregate("x")} FROM "Entity" AS "x"
          WHERE "x"."groupId" = ${groupId} AND "x"."id" IN (SELECT "e"."id" ${from})
          GROUP BY "x"."quantity"`
      : Prisma.sql`${aggregate("e")} ${from} GROUP BY "e"."quantity"`,
  );
  const totals: SearchTotals = { count: 0, quantity: 0, value: 0n };
  for (const row of rows) {
    const quantity = bigintFromSql(row.quantity);
    const count = bigintFromSql(row.count);
    totals.count += Number(count);
    totals.quantity += Number(quantity * count);
    totals.value += bigintFromSql(row.priceSum) * quantity;
  }
  return totals;
}

/** Every filter but the text and the type; "e" is the entity (see matchingEntities for what "e" offers). */
function otherConditions(groupId: string, filters: EntityFilters, parents: Prisma.Sql | null): Prisma.Sql {
  const conditions: Prisma.Sql[] = [Prisma.sql`"e"."groupId" = ${groupId}`];
  if (!filters.includeArchived) conditions.push(Prisma.sql`"e"."archived" = FALSE`);
  if (filters.rootsOnly) conditions.push(Prisma.sql`"e"."parentId" IS NULL`);
  if (parents) conditions.push(parents);
  if (filters.entityTypeIds.length > 0)
    conditions.push(Prisma.sql`"e"."entityTypeId" IN (${Prisma.join(filters.entityTypeIds)})`);
  if (filters.assetId !== null) conditions.push(Prisma.sql`"e"."assetId" = ${filters.assetId}`);
  if (filters.tagIds.length > 0) {
    const tagged = Prisma.sql`EXISTS (SELECT 1 FROM "EntityTag" AS "et"
      WHERE "et"."entityId" = "e"."id" AND "et"."tagId" IN (${Prisma.join(filters.tagIds)}))`;
    conditions.push(filters.negateTags ? Prisma.sql`NOT ${tagged}` : tagged);
  }
  if (filters.fields.length > 0) {
    const pairs = filters.fields.map(
      (field) => Prisma.sql`("f"."name" = ${field.name} AND "f"."textValue" = ${field.value})`,
    );
    conditions.push(Prisma.sql`EXISTS (SELECT 1 FROM "EntityField" AS "f"
      WHERE "f"."entityId" = "e"."id" AND "f"."groupId" = ${groupId} AND (${Prisma.join(pairs, " OR ")}))`);
  }
  const photo = Prisma.sql`EXISTS (SELECT 1 FROM "Attachment" AS "a"
    WHERE "a"."entityId" = "e"."id" AND "a"."groupId" = ${groupId} AND "a"."type" = 'photo')`;
  if (filters.onlyWithPhoto) conditions.push(photo);
  if (filters.onlyWithoutPhoto) conditions.push(Prisma.sql`NOT ${photo}`);
  if (filters.loans) conditions.push(loanCondition(groupId, filters.loans));
  return Prisma.join(conditions, " AND ");
}

/**
 * The parent filter. "Anywhere inside" becomes "directly in one of the containers at or below them"
 * (tree-totals.ts finds them on the tree's skeleton), matched on the parentId index. The containers
 * go in as one parameter whatever their number (a JSON array on SQLite, an array on PostgreSQL): a
 * large location has more than a statement may bind one by one.
 */
async function parentCondition(
  provider: string,
  groupId: string,
  filters: EntityFilters,
): Promise<Prisma.Sql | null> {
  if (filters.parentIds.length === 0) return null;
  if (!filters.below) return Prisma.sql`"e"."parentId" IN (${Prisma.join(filters.parentIds)})`;
  // A parent that holds nothing is no container, but must still narrow the list (to nothing).
  const ids = [...new Set([...filters.parentIds, ...(await containerIdsBelow(groupId, filters.parentIds))])];
  return idsCondition(provider, Prisma.sql`"e"."parentId"`, ids);
}

/**
 * An Entity column for sorting. A search's "e" carries only the columns matchingEntities offers,
 * so the others are looked up by primary key, for the matches alone.
 */
function entityColumn(filters: EntityFilters, column: "quantity" | "purchasePrice"): Prisma.Sql {
  const own = Prisma.raw(`"${column}"`);
  return filters.text
    ? Prisma.sql`(SELECT "x".${own} FROM "Entity" AS "x" WHERE "x"."id" = "e"."id")`
    : Prisma.sql`"e".${own}`;
}

/** The order of the filters' entries; `lower` is "e"'s name in lower case (lowerName). */
function orderClause(filters: EntityFilters, lower: Prisma.Sql = Prisma.sql`LOWER("e"."name")`): Prisma.Sql {
  const order: Prisma.Sql[] = [];
  if (filters.text && filters.orderDir === null) {
    // Best match: the exact name, then names starting with the text, then containing it.
    const text = filters.text;
    const like = (pattern: string) => Prisma.sql`${lower} LIKE LOWER(${pattern}) ESCAPE '\\'`;
    order.push(Prisma.sql`CASE
      WHEN ${lower} = LOWER(${text}) THEN 0
      WHEN ${like(prefixPattern(text))} THEN 1
      WHEN ${like(containsPattern(text))} THEN 2
      ELSE 3 END`);
  }
  const dir = Prisma.raw((filters.orderDir ?? defaultDirection(filters.orderBy)).toUpperCase());
  switch (filters.orderBy) {
    case "createdAt":
      order.push(Prisma.sql`"e"."createdAt" ${dir}`, Prisma.sql`"e"."id" ${dir}`);
      break;
    case "updatedAt":
      order.push(Prisma.sql`"e"."updatedAt" ${dir}`, Prisma.sql`"e"."id" ${dir}`);
      break;
    case "assetId":
      // Entries without an asset id come last either way.
      order.push(
        Prisma.sql`CASE WHEN "e"."assetId" IS NULL THEN 1 ELSE 0 END`,
        Prisma.sql`"e"."assetId" ${dir}`,
        Prisma.sql`"e"."id" ${dir}`,
      );
      break;
    case "quantity":
    case "purchasePrice":
      order.push(
        Prisma.sql`${entityColumn(filters, filters.orderBy)} ${dir}`,
        Prisma.sql`${lower} ASC`,
        Prisma.sql`"e"."id" ASC`,
      );
      break;
    case "location":
      // By the parent's name; entries at the top level (no parent) come last either way.
      order.push(
        Prisma.sql`CASE WHEN "e"."parentId" IS NULL THEN 1 ELSE 0 END`,
        Prisma.sql`(SELECT LOWER("p"."name") FROM "Entity" AS "p" WHERE "p"."id" = "e"."parentId") ${dir}`,
        Prisma.sql`${lower} ASC`,
        Prisma.sql`"e"."id" ASC`,
      );
      break;
    default:
      order.push(Prisma.sql`${lower} ${dir}`, Prisma.sql`"e"."name" ${dir}`, Prisma.sql`"e"."id" ${dir}`);
  }
  return Prisma.join(order, ", ");
}
