import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/sqlite/client";
import { formatAssetId } from "@/lib/entities/asset-id";
import { inBatches } from "@/lib/entities/batches";
import { entitiesByLocationType } from "@/lib/entities/locations-index";
import { itemsWhere, locationTypeIds } from "@/lib/entity-types/location-types";
import { filtersOf } from "@/lib/entities/list-entities";
import { searchEntities } from "@/lib/entities/search-entities";
import { publicBaseUrl } from "@/lib/http/client-address";
import type { EntityExportQuery } from "@/lib/schemas/entities";
import { csvResponse, fileDate, nextTurn } from "./csv-response";
import { CSV_FIELD_BY_COLUMN, type CsvFieldColumn } from "@/lib/entities/value-fields";
import {
  CSV_ENTITY_SELECT,
  csvFieldCell,
  FIELD_COLUMN_PREFIX,
  HOMEBOX_COLUMNS,
  type HomeboxColumn,
  LOCATION_SEPARATOR,
  TAG_SEPARATOR,
} from "./homebox-columns";
import { idAfter } from "@/lib/entities/id-keyset";

/**
 * Entities read per page; the response is written page by page, with a turn of the event loop
 * between a page's reads. 500 rows: each stretch held the loop about 5-10 ms on a busy 2-core
 * machine, where 1000-row pages took 50 ms and more, and 250-row pages made the export slower
 * (four queries a page).
 */
export const EXPORT_PAGE_SIZE = 500;
/** Deeper than any real tree; stops a walk should a cycle ever reach the data. */
const MAX_DEPTH = 256;

/** The group's locations, read once: each one's path of names, root first. */
export async function locationPaths(groupId: string) {
  const types = await locationTypeIds(groupId);
  const rows =
    types.length === 0
      ? []
      : await db().$queryRaw<Array<{ id: string; name: string; parentId: string | null }>>(Prisma.sql`
          SELECT "id", "name", "parentId" FROM ${entitiesByLocationType()}
          WHERE "groupId" = ${groupId} AND "entityTypeId" IN (${Prisma.join(types)})`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const paths = new Map<string, string>();
  const pathOf = (id: string): string => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    const names: string[] = [];
    let current = byId.get(id);
    for (let depth = 0; current && depth < MAX_DEPTH; depth++) {
      names.unshift(current.name);
      current = current.parentId ? byId.get(current.parentId) : undefined;
    }
    const path = names.join(LOCATION_SEPARATOR);
    paths.set(id, path);
    return path;
  };
  return { types, isLocation: (id: string) => byId.has(id), pathOf };
}

/**
 * `GET /v1/entities/export`: every item (non-location entity) of the group as HomeBox CSV, read
 * in pages of EXPORT_PAGE_SIZE by id (keyset), so memory stays flat. Locations appear as the
 * `HB.location` path of the items in them; an item inside another item names it by
 * `HB.parent_import_ref` when that item has an import reference. Cairn: `ids` or the list's filters
 * narrow it to those entries (entityExportQuery); locations among them are left out, as ever.
 */
export async function exportEntities(
  ctx: TenantContext,
  request: Request,
  query?: EntityExportQuery,
): Promise<Response> {
  const groupId = ctx.groupId;
  const chosen = query ? await chosenIds(ctx, query) : null;
  const baseUrl = publicBaseUrl(request);
  const fieldNames = (
    await db().entityField.groupBy({
      by: ["name"],
      where: { groupId, type: "text" },
      orderBy: { name: "asc" },
    })
  ).map((row) => row.name);
  const header = [...HOMEBOX_COLUMNS, ...fieldNames.map((name) => `${FIELD_COLUMN_PREFIX}${name}`)];

  let context: Awaited<ReturnType<typeof loadContext>> | undefined;
  let cursor: string | undefined;
  let finished = false;
  let position = 0;

  /** The next chosen ids' items: slices that hold only locations are skipped, not taken for the end. */
  const chosenPage = async () => {
    while (chosen && position < chosen.length) {
      const slice = chosen.slice(position, position + EXPORT_PAGE_SIZE);
      position += slice.length;
      const page = await db().entity.findMany({
        where: { groupId, ...itemsWhere(context!.locations.types), id: { in: slice } },
        orderBy: { id: "asc" },
        select: CSV_ENTITY_SELECT,
      });
      if (page.length > 0) return page;
    }
    finished = true;
    return [];
  };

  const nextPage = async (): Promise<string[][] | null> => {
    if (finished) return null;
    if (!context) {
      context = await loadContext(groupId);
      // The context's reads and the first page's would otherwise hold one turn of the loop together.
      await nextTurn();
    }
    const page = chosen
      ? await chosenPage()
      : await db().entity.findMany({
          where: {
            groupId,
            ...itemsWhere(context.locations.types),
            ...idAfter(cursor),
          },
          orderBy: { id: "asc" },
          take: EXPORT_PAGE_SIZE,
          select: CSV_ENTITY_SELECT,
        });
    if (!chosen && page.length < EXPORT_PAGE_SIZE) finished = true;
    if (page.length === 0) return null;
    cursor = page[page.length - 1]!.id;
    const ids = page.map((entity) => entity.id);

    // Between the page's synchronous SQLite reads, other requests get their turn.
    await nextTurn();
    const [links, fields] = await Promise.all([
      inBatches(ids, (batch) =>
        db().entityTag.findMany({
          where: { entityId: { in: batch } },
          select: { entityId: true, tagId: true },
        }),
      ),
      fieldNames.length === 0
        ? Promise.resolve([])
        : inBatches(ids, (batch) =>
            db().entityField.findMany({
              where: { groupId, entityId: { in: batch }, type: "text" },
              select: { entityId: true, name: true, textValue: true },
              orderBy: { position: "asc" },
            }),
          ),
    ]);
    const tagNames = new Map<string, string[]>();
    for (const link of links) {
      const name = context.tags.get(link.tagId);
      if (name === undefined) continue;
      tagNames.set(link.entityId, [...(tagNames.get(link.entityId) ?? []), name]);
    }
    const fieldValues = new Map<string, Map<string, string>>();
    for (const field of fields) {
      const values = fieldValues.get(field.entityId) ?? new Map<string, string>();
      if (!values.has(field.name)) values.set(field.name, field.textValue);
      fieldValues.set(field.entityId, values);
    }
    await nextTurn();
    await context.parents.load(page.map((entity) => entity.parentId));

    return page.map((entity) => {
      const parentItem = entity.parentId ? context!.parents.item(entity.parentId) : undefined;
      const values = fieldValues.get(entity.id);
      const others: Record<OtherColumn, string> = {
        "HB.import_ref": entity.importRef ?? "",
        "HB.parent_import_ref": parentItem?.importRef ?? "",
        "HB.url": `${baseUrl}/item/${entity.id}`,
        "HB.location": context!.parents.locationPath(entity.parentId),
        "HB.tags": (tagNames.get(entity.id) ?? []).sort((a, b) => a.localeCompare(b)).join(TAG_SEPARATOR),
        "HB.asset_id": formatAssetId(entity.assetId),
      };
      // The fields' cells come from the field list; the columns' order is HomeBox's (HOMEBOX_COLUMNS).
      return [
        ...HOMEBOX_COLUMNS.map((column) => {
          const field = CSV_FIELD_BY_COLUMN.get(column as CsvFieldColumn);
          return field ? csvFieldCell(entity, field) : others[column as OtherColumn];
        }),
        ...fieldNames.map((name) => values?.get(name) ?? ""),
      ];
    });
  };

  return csvResponse(`cairn-entities-${fileDate()}.csv`, header, nextPage);
}

/** The CSV columns that are not one of the field list's fields. */
type OtherColumn = Exclude<HomeboxColumn, CsvFieldColumn>;

/** Most entries a filtered export takes: more than any group holds, within a 32-bit LIMIT. */
const FILTERED_EXPORT_LIMIT = 1_000_000_000;

/**
 * The ids a filtered or chosen export holds, sorted as the export pages through them; null for the
 * whole group. Ids are the caller's own group's only: the export's query carries the group.
 */
async function chosenIds(ctx: TenantContext, query: EntityExportQuery): Promise<string[] | null> {
  if (query.ids.length > 0) return [...query.ids].sort();
  if (!query.filtered) return null;
  const { hits } = await searchEntities(ctx.groupId, await filtersOf(ctx.groupId, query), {
    offset: 0,
    limit: FILTERED_EXPORT_LIMIT,
  });
  return hits.map((hit) => hit.id).sort();
}

/**
 * What every page needs: location paths, tag names, and the item parents met so far. Read one after
 * the other with a turn of the event loop between: SQLite answers synchronously, and read together
 * (Promise.all) they held the loop as long as all of them took.
 */
async function loadContext(groupId: string) {
  const locations = await locationPaths(groupId);
  await nextTurn();
  const tags = await db().tag.findMany({ where: { groupId }, select: { id: true, name: true } });
  return {
    locations,
    tags: new Map(tags.map((tag) => [tag.id, tag.name])),
    parents: itemParents(groupId, locations),
  };
}

type ItemParent = { importRef: string | null; parentId: string | null };

/**
 * Items that hold other items, read as pages need them (and kept: there are few). Gives an item
 * parent's import reference and the nearest location above any entity.
 */
export function itemParents(groupId: string, locations: Awaited<ReturnType<typeof locationPaths>>) {
  const known = new Map<string, ItemParent>();
  return {
    /** Reads the item parents (and their item ancestors) of `parentIds` not read yet. */
    async load(parentIds: Array<string | null>) {
      let wanted = [...new Set(parentIds)].filter(
        (id): id is string => id !== null && !locations.isLocation(id) && !known.has(id),
      );
      for (let depth = 0; wanted.length > 0 && depth < MAX_DEPTH; depth++) {
        const rows = await inBatches(wanted, (batch) =>
          db().entity.findMany({
            where: { groupId, id: { in: batch } },
            select: { id: true, importRef: true, parentId: true },
          }),
        );
        for (const id of wanted) known.set(id, { importRef: null, parentId: null });
        for (const row of rows) known.set(row.id, { importRef: row.importRef, parentId: row.parentId });
        wanted = [...new Set(rows.map((row) => row.parentId))].filter(
          (id): id is string => id !== null && !locations.isLocation(id) && !known.has(id),
        );
      }
    },
    item: (id: string) => known.get(id),
    /** The path of the nearest location at or above `parentId`; "" when there is none. */
    locationPath(parentId: string | null): string {
      let current = parentId;
      for (let depth = 0; current && depth < MAX_DEPTH; depth++) {
        if (locations.isLocation(current)) return locations.pathOf(current);
        current = known.get(current)?.parentId ?? null;
      }
      return "";
    },
  };
}
