import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/sqlite/client";
import type { EntityOrder } from "@/lib/schemas/entities";
import { containsPattern, prefixPattern } from "./like-pattern";

/** What the entity list can be narrowed by; every part is optional except the group. */
export type EntityFilters = {
  /** Free text; case-insensitive substring of the entity's texts, its custom field texts and its tag names. */
  text: string;
  /** An exact asset number (the `#000-001` form of the search). */
  assetId: number | null;
  /** Tag ids, already including descendants. OR; with `negateTags`, none of them. */
  tagIds: string[];
  negateTags: boolean;
  parentIds: string[];
  /** Custom field name and exact text value; OR between pairs. */
  fields: Array<{ name: string; value: string }>;
  isLocation: boolean;
  rootsOnly: boolean;
  includeArchived: boolean;
  onlyWithPhoto: boolean;
  onlyWithoutPhoto: boolean;
  orderBy: EntityOrder;
};

export type SearchHit = { id: string; parentId: string | null };

/**
 * The search behind `GET /v1/entities`: filters, ranks and pages in the database (one counting and
 * one paging query; nothing is filtered in memory). Plain SQL that SQLite and PostgreSQL both run;
 * case-insensitivity comes from LOWER(...) LIKE LOWER(...) on both sides, so it does not depend on
 * either database's collation. An index-backed full-text version can replace this module.
 */
export async function searchEntities(
  groupId: string,
  filters: EntityFilters,
  window: { offset: number; limit: number },
): Promise<{ hits: SearchHit[]; total: number }> {
  const where = whereClause(groupId, filters);
  const from = Prisma.sql`FROM "Entity" AS "e" LEFT JOIN "EntityType" AS "t" ON "t"."id" = "e"."entityTypeId"`;
  const [counted, hits] = await Promise.all([
    db().$queryRaw<Array<{ total: unknown }>>(Prisma.sql`SELECT COUNT(*) AS "total" ${from} WHERE ${where}`),
    db().$queryRaw<SearchHit[]>(Prisma.sql`
      SELECT "e"."id", "e"."parentId" ${from}
      WHERE ${where}
      ORDER BY ${orderClause(filters)}
      LIMIT ${window.limit} OFFSET ${window.offset}`),
  ]);
  return {
    hits: hits.map((hit) => ({ id: hit.id, parentId: hit.parentId })),
    total: Number(counted[0]?.total ?? 0),
  };
}

function likeText(column: Prisma.Sql, pattern: string): Prisma.Sql {
  return Prisma.sql`LOWER(${column}) LIKE LOWER(${pattern}) ESCAPE '\\'`;
}

function whereClause(groupId: string, filters: EntityFilters): Prisma.Sql {
  const conditions: Prisma.Sql[] = [Prisma.sql`"e"."groupId" = ${groupId}`];
  conditions.push(
    filters.isLocation
      ? Prisma.sql`"t"."isLocation" = TRUE`
      : Prisma.sql`("t"."id" IS NULL OR "t"."isLocation" = FALSE)`,
  );
  if (!filters.includeArchived) conditions.push(Prisma.sql`"e"."archived" = FALSE`);
  if (filters.rootsOnly) conditions.push(Prisma.sql`"e"."parentId" IS NULL`);
  if (filters.parentIds.length > 0)
    conditions.push(Prisma.sql`"e"."parentId" IN (${Prisma.join(filters.parentIds)})`);
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
  if (filters.text) conditions.push(textCondition(groupId, filters.text));
  return Prisma.join(conditions, " AND ");
}

function textCondition(groupId: string, text: string): Prisma.Sql {
  const pattern = containsPattern(text);
  const columns = ["name", "description", "serialNumber", "modelNumber", "manufacturer", "notes"].map(
    (column) => likeText(Prisma.raw(`"e"."${column}"`), pattern),
  );
  return Prisma.sql`(${Prisma.join(columns, " OR ")}
    OR EXISTS (SELECT 1 FROM "EntityField" AS "sf"
      WHERE "sf"."entityId" = "e"."id" AND "sf"."groupId" = ${groupId} AND "sf"."type" = 'text'
        AND ${likeText(Prisma.sql`"sf"."textValue"`, pattern)})
    OR EXISTS (SELECT 1 FROM "EntityTag" AS "st" JOIN "Tag" AS "tag" ON "tag"."id" = "st"."tagId"
      WHERE "st"."entityId" = "e"."id" AND ${likeText(Prisma.sql`"tag"."name"`, pattern)}))`;
}

function orderClause(filters: EntityFilters): Prisma.Sql {
  const order: Prisma.Sql[] = [];
  if (filters.text) {
    // Name matches first: the exact name, then names starting with the text, then containing it.
    const text = filters.text;
    order.push(Prisma.sql`CASE
      WHEN LOWER("e"."name") = LOWER(${text}) THEN 0
      WHEN ${likeText(Prisma.sql`"e"."name"`, prefixPattern(text))} THEN 1
      WHEN ${likeText(Prisma.sql`"e"."name"`, containsPattern(text))} THEN 2
      ELSE 3 END`);
  }
  switch (filters.orderBy) {
    case "createdAt":
      order.push(Prisma.sql`"e"."createdAt" DESC`, Prisma.sql`"e"."id" DESC`);
      break;
    case "updatedAt":
      order.push(Prisma.sql`"e"."updatedAt" DESC`, Prisma.sql`"e"."id" DESC`);
      break;
    case "assetId":
      order.push(
        Prisma.sql`CASE WHEN "e"."assetId" IS NULL THEN 1 ELSE 0 END`,
        Prisma.sql`"e"."assetId" ASC`,
        Prisma.sql`"e"."id" ASC`,
      );
      break;
    default:
      order.push(Prisma.sql`LOWER("e"."name") ASC`, Prisma.sql`"e"."name" ASC`, Prisma.sql`"e"."id" ASC`);
  }
  return Prisma.join(order, ", ");
}
