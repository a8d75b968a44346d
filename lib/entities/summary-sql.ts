import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/sqlite/client";
import { booleanFromSql, dateFromSql } from "@/lib/db/raw-values";
import { bigintFromSql } from "@/lib/statistics/sql-integer";
import type { EntityTypeRow } from "@/lib/entity-types/entity-type-summary";
import type { TagRow } from "@/lib/tags/tag-summary";
import { inBatches } from "./batches";
import type { SummaryRow } from "./entity-rows";

// The reads of every list page written as SQL (the page's rows, the summaries' tags and types):
// through Prisma's query builder each cost about as much in the client runtime as in the database
// (a 50-entry page: ~10 queries, a third of the request's CPU in the runtime). Raw rows carry the
// driver's types, so every value is read here the way both databases may hand it back.

type RawSummary = Record<keyof SummaryRow, unknown>;

/** `column IN (…ids)`, one parameter per id (a batch is at most BATCH_SIZE). */
const inList = (column: Prisma.Sql, ids: string[]) => Prisma.sql`${column} IN (${Prisma.join(ids)})`;

/** The summary columns of the Entity row aliased `alias`, each named `prefix` + its field. */
export function summaryColumns(alias: string, prefix = ""): Prisma.Sql {
  return Prisma.raw(
    SUMMARY_FIELDS.map((field) => `"${alias}"."${field}"${prefix ? ` AS "${prefix}${field}"` : ""}`).join(
      ", ",
    ),
  );
}

const SUMMARY_FIELDS = [
  "id",
  "parentId",
  "entityTypeId",
  "assetId",
  "name",
  "description",
  "quantity",
  "insured",
  "archived",
  "purchasePrice",
  "soldDate",
  "createdAt",
  "updatedAt",
  "minQuantity",
  "unit",
] as const satisfies ReadonlyArray<keyof SummaryRow>;

/** The summary row in a raw result's columns named `prefix` + field (summaryColumns). */
export function summaryRowOf(raw: Record<string, unknown>, prefix = ""): SummaryRow {
  const row = prefix
    ? (Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, raw[prefix + field]])) as RawSummary)
    : (raw as RawSummary);
  return {
    id: row.id as string,
    parentId: (row.parentId as string | null) ?? null,
    entityTypeId: (row.entityTypeId as string | null) ?? null,
    assetId: row.assetId === null || row.assetId === undefined ? null : Number(row.assetId),
    name: row.name as string,
    description: row.description as string,
    quantity: Number(row.quantity),
    insured: booleanFromSql(row.insured),
    archived: booleanFromSql(row.archived),
    purchasePrice: bigintFromSql(row.purchasePrice),
    soldDate: row.soldDate === null || row.soldDate === undefined ? null : dateFromSql(row.soldDate),
    createdAt: dateFromSql(row.createdAt),
    updatedAt: dateFromSql(row.updatedAt),
    minQuantity: Number(row.minQuantity),
    unit: row.unit as string,
  };
}

/**
 * The tags of these entities that belong to the group, each entity's by name (then id), as pairs of
 * entity id and tag.
 */
export async function tagLinksOf(
  groupId: string,
  entityIds: string[],
): Promise<Array<{ entityId: string; tag: TagRow }>> {
  const rows = await inBatches(entityIds, (batch) =>
    db().$queryRaw<Array<Record<string, unknown>>>(Prisma.sql`
      SELECT "et"."entityId", "t"."id", "t"."name", "t"."description", "t"."color", "t"."icon",
        "t"."parentId", "t"."createdAt", "t"."updatedAt"
      FROM "EntityTag" AS "et" JOIN "Tag" AS "t" ON "t"."id" = "et"."tagId"
      WHERE ${inList(Prisma.sql`"et"."entityId"`, batch)} AND "t"."groupId" = ${groupId}
      ORDER BY "t"."name" ASC, "et"."tagId" ASC`),
  );
  // Batches are ordered each on their own; an entity's links are all in its batch.
  return rows.map((row) => ({
    entityId: row.entityId as string,
    tag: {
      id: row.id as string,
      name: row.name as string,
      description: row.description as string,
      color: row.color as string,
      icon: row.icon as string,
      parentId: (row.parentId as string | null) ?? null,
      createdAt: dateFromSql(row.createdAt),
      updatedAt: dateFromSql(row.updatedAt),
    },
  }));
}

/**
 * The primary photo of each of these entities that has one (their first by creation, should an
 * entity have two), as pairs of entity id and photo.
 */
export async function primaryPhotosOf(
  groupId: string,
  entityIds: string[],
): Promise<Array<{ entityId: string; id: string; thumbnailId: string | null }>> {
  const rows = await inBatches(entityIds, (batch) =>
    db().$queryRaw<Array<Record<string, unknown>>>(Prisma.sql`
      SELECT "a"."entityId", "a"."id", "a"."thumbnailId" FROM "Attachment" AS "a"
      WHERE "a"."groupId" = ${groupId} AND ${inList(Prisma.sql`"a"."entityId"`, batch)}
        AND "a"."type" = 'photo' AND "a"."primary" = TRUE
      ORDER BY "a"."createdAt" ASC, "a"."id" ASC`),
  );
  return rows.map((row) => ({
    entityId: row.entityId as string,
    id: row.id as string,
    thumbnailId: (row.thumbnailId as string | null) ?? null,
  }));
}

/**
 * The group's entity types with these ids, each with its default template (or null): what Prisma's
 * `include: { defaultTemplate }` read in two queries, in one. No particular order.
 */
export async function entityTypesWithTemplate(groupId: string, typeIds: string[]): Promise<EntityTypeRow[]> {
  const rows = await inBatches(typeIds, (batch) =>
    db().$queryRaw<Array<Record<string, unknown>>>(Prisma.sql`
      SELECT "et"."id", "et"."name", "et"."description", "et"."icon", "et"."isLocation",
        "et"."defaultTemplateId", "et"."createdAt", "et"."updatedAt",
        "tp"."id" AS "templateId", "tp"."name" AS "templateName",
        "tp"."description" AS "templateDescription", "tp"."createdAt" AS "templateCreatedAt",
        "tp"."updatedAt" AS "templateUpdatedAt"
      FROM "EntityType" AS "et" LEFT JOIN "Template" AS "tp" ON "tp"."id" = "et"."defaultTemplateId"
      WHERE "et"."groupId" = ${groupId} AND ${inList(Prisma.sql`"et"."id"`, batch)}`),
  );
  return rows.map((row) => ({
    id: row.id as string,
    name: row.name as string,
    description: row.description as string,
    icon: row.icon as string,
    isLocation: booleanFromSql(row.isLocation),
    defaultTemplateId: (row.defaultTemplateId as string | null) ?? null,
    createdAt: dateFromSql(row.createdAt),
    updatedAt: dateFromSql(row.updatedAt),
    defaultTemplate:
      row.templateId === null || row.templateId === undefined
        ? null
        : {
            id: row.templateId as string,
            name: row.templateName as string,
            description: row.templateDescription as string,
            createdAt: dateFromSql(row.templateCreatedAt),
            updatedAt: dateFromSql(row.templateUpdatedAt),
          },
  }));
}
