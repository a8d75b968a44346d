// The list page of `GET /api/v1/entities` written by hand: the queries lib/entities/list-entities.ts
// and entity-summaries.ts issue for one page (the rows and their parents, entity types, tags,
// primary photos, item counts) run straight on the driver, plus the session lookup, giving the same
// JSON. The count and the page ids come from the app's own SQL (see limit-server.mjs). What is left
// over is the cost of the database and of node:http: the speed limit.
import { createHash } from "node:crypto";

const ZERO_UUID = "00000000-0000-0000-0000-000000000000";
const MAX_PAGE_SIZE = 1000;

/**
 * `all`: SQL with `?` placeholders (numbered for PostgreSQL by the driver shim). `Search` takes the
 * `q` parameter as sent (the app's schema trims it and reads `#…` as an asset number).
 * @typedef {{ all: (sql: string, params: unknown[]) => Promise<Record<string, any>[]> }} Database
 * @typedef {(groupId: string, text: string, window: { offset: number, limit: number }) =>
 *   Promise<{ hits: Array<{ id: string, parentId: string | null }>, total: number }>} Search
 */

const placeholders = (count) => Array.from({ length: count }, () => "?").join(",");
const iso = (value) => new Date(value).toISOString();
const money = (minor) => Number(minor) / 10_000;

function dateOnly(value) {
  if (value === null || value === undefined) return "";
  return new Date(value).toISOString().slice(0, 10);
}

function assetId(value) {
  if (value === null || value === undefined || value <= 0) return "";
  const digits = String(value).padStart(6, "0");
  return `${digits.slice(0, -3)}-${digits.slice(-3)}`;
}

const SUMMARY_COLUMNS = `"id", "parentId", "entityTypeId", "assetId", "name", "description", "quantity",
  "insured", "archived", "purchasePrice", "soldDate", "createdAt", "updatedAt"`;

/**
 * The group of a session token, as the app's authentication and tenant resolution find it.
 * @param {Database} database
 * @param {string | undefined} header
 */
export async function groupOfToken(database, header) {
  const raw = header?.replace(/^Bearer\s+/i, "").trim();
  if (!raw) return null;
  const [token] = await database.all(`SELECT "userId", "expiresAt" FROM "AuthToken" WHERE "tokenHash" = ?`, [
    createHash("sha256").update(raw).digest("hex"),
  ]);
  if (!token || new Date(token.expiresAt).getTime() <= Date.now()) return null;
  const memberships = await database.all(
    `SELECT "m"."groupId", "u"."defaultGroupId" FROM "GroupMembership" AS "m"
     JOIN "User" AS "u" ON "u"."id" = "m"."userId" WHERE "m"."userId" = ?`,
    [token.userId],
  );
  const chosen = memberships.find((m) => m.groupId === m.defaultGroupId) ?? memberships[0];
  return chosen?.groupId ?? null;
}

/**
 * One page of the entity list, optionally searched.
 * @param {Database} database
 * @param {Search} search the count and the ids of the page
 * @param {string} groupId
 * @param {{ page?: number, pageSize?: number, text: string }} query
 */
export async function listPage(database, search, groupId, { page, pageSize, text }) {
  const paged = pageSize !== undefined && pageSize > 0;
  const limit = paged ? Math.min(pageSize, MAX_PAGE_SIZE) : MAX_PAGE_SIZE;
  const echoedPage = page !== undefined && page > 0 ? page : paged ? 1 : -1;
  const offset = (Math.max(echoedPage, 1) - 1) * limit;

  const { hits, total } = await search(groupId, text, { offset, limit });

  const wanted = [...new Set(hits.flatMap((hit) => (hit.parentId ? [hit.id, hit.parentId] : [hit.id])))];
  const fetched =
    wanted.length === 0
      ? []
      : await database.all(
          `SELECT ${SUMMARY_COLUMNS} FROM "Entity" WHERE "groupId" = ? AND "id" IN (${placeholders(wanted.length)})`,
          [groupId, ...wanted],
        );
  const byId = new Map(fetched.map((row) => [row.id, row]));
  const rows = hits.map((hit) => byId.get(hit.id)).filter(Boolean);
  const relations = await loadRelations(database, groupId, fetched);
  const items = rows.map((row) => {
    const summary = toSummary(row, relations);
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    if (parent) summary.parent = toSummary(parent, relations);
    return summary;
  });
  const totalPrice = rows
    .filter((row) => !row.soldDate)
    .reduce((sum, row) => sum + Number(row.purchasePrice), 0);
  return {
    page: echoedPage,
    pageSize: paged ? limit : -1,
    total,
    items,
    totalPrice: money(totalPrice),
  };
}

/** @param {Database} database */
async function loadRelations(database, groupId, rows) {
  const ids = rows.map((row) => row.id);
  const typeIds = [...new Set(rows.map((row) => row.entityTypeId).filter(Boolean))];
  if (ids.length === 0)
    return { types: new Map(), tags: new Map(), photos: new Map(), itemCounts: new Map() };
  const inIds = placeholders(ids.length);
  const [types, tagLinks, photos, itemCounts] = await Promise.all([
    typeIds.length === 0
      ? []
      : database.all(
          `SELECT "t".*, "tp"."name" AS "templateName", "tp"."description" AS "templateDescription",
             "tp"."createdAt" AS "templateCreatedAt", "tp"."updatedAt" AS "templateUpdatedAt"
           FROM "EntityType" AS "t" LEFT JOIN "Template" AS "tp" ON "tp"."id" = "t"."defaultTemplateId"
           WHERE "t"."groupId" = ? AND "t"."id" IN (${placeholders(typeIds.length)})`,
          [groupId, ...typeIds],
        ),
    database.all(
      `SELECT "et"."entityId", "tag".* FROM "EntityTag" AS "et" JOIN "Tag" AS "tag" ON "tag"."id" = "et"."tagId"
       WHERE "et"."entityId" IN (${inIds}) AND "tag"."groupId" = ? ORDER BY "tag"."name" ASC, "et"."tagId" ASC`,
      [...ids, groupId],
    ),
    database.all(
      `SELECT "id", "entityId", "thumbnailId" FROM "Attachment"
       WHERE "groupId" = ? AND "entityId" IN (${inIds}) AND "type" = 'photo' AND "primary" = TRUE
       ORDER BY "createdAt" ASC, "id" ASC`,
      [groupId, ...ids],
    ),
    database.all(
      `SELECT "e"."parentId", SUM("e"."quantity") AS "quantity" FROM "Entity" AS "e"
       LEFT JOIN "EntityType" AS "t" ON "t"."id" = "e"."entityTypeId"
       WHERE "e"."groupId" = ? AND "e"."parentId" IN (${inIds}) AND "e"."archived" = FALSE
         AND ("e"."entityTypeId" IS NULL OR "t"."isLocation" = FALSE)
       GROUP BY "e"."parentId"`,
      [groupId, ...ids],
    ),
  ]);
  const tags = new Map();
  for (const link of tagLinks) {
    const list = tags.get(link.entityId) ?? [];
    list.push({
      id: link.id,
      name: link.name,
      description: link.description,
      color: link.color,
      icon: link.icon,
      parentId: link.parentId ?? ZERO_UUID,
      createdAt: iso(link.createdAt),
      updatedAt: iso(link.updatedAt),
    });
    tags.set(link.entityId, list);
  }
  const photoOf = new Map();
  for (const photo of photos) if (!photoOf.has(photo.entityId)) photoOf.set(photo.entityId, photo);
  return {
    types: new Map(types.map((type) => [type.id, toTypeSummary(type)])),
    tags,
    photos: photoOf,
    itemCounts: new Map(itemCounts.map((row) => [row.parentId, Number(row.quantity ?? 0)])),
  };
}

function toTypeSummary(type) {
  const summary = {
    id: type.id,
    name: type.name,
    description: type.description,
    icon: type.icon,
    isLocation: Boolean(type.isLocation),
    createdAt: iso(type.createdAt),
    updatedAt: iso(type.updatedAt),
  };
  if (type.defaultTemplateId) {
    summary.defaultTemplateId = type.defaultTemplateId;
    summary.defaultTemplate = {
      id: type.defaultTemplateId,
      name: type.templateName,
      description: type.templateDescription,
      createdAt: iso(type.templateCreatedAt),
      updatedAt: iso(type.templateUpdatedAt),
    };
  }
  return summary;
}

function toSummary(row, relations) {
  const summary = {
    id: row.id,
    assetId: assetId(row.assetId),
    name: row.name,
    description: row.description,
    quantity: row.quantity,
    insured: Boolean(row.insured),
    archived: Boolean(row.archived),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    purchasePrice: money(row.purchasePrice),
    tags: relations.tags.get(row.id) ?? [],
    soldDate: dateOnly(row.soldDate),
  };
  const type = row.entityTypeId ? relations.types.get(row.entityTypeId) : undefined;
  if (type) summary.entityType = type;
  const photo = relations.photos.get(row.id);
  if (photo) {
    summary.imageId = photo.id;
    if (photo.thumbnailId) summary.thumbnailId = photo.thumbnailId;
  }
  if (type?.isLocation) summary.itemCount = relations.itemCounts.get(row.id) ?? 0;
  return summary;
}
