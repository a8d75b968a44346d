import { receiveUpload } from "@/lib/attachments/receive-upload";
import type { TenantContext } from "@/lib/auth/principal";
import { config } from "@/lib/config/env";
import { db, type Tx } from "@/lib/db/client";
import { recordEvents } from "@/lib/events/record-events";
import { providerOf, type DatabaseProvider } from "@/lib/db/database-url.mjs";
import { isUniqueViolation } from "@/lib/db/errors";
import { defaultEntityTypeId } from "@/lib/entities/entity-references";
import { lockEntityTree } from "@/lib/entities/entity-tree-lock";
import type { Prisma } from "@/lib/generated/sqlite/client";
import { DomainError, invalidField } from "@/lib/errors/domain-error";
import type { CsvColumn, CsvEntityRow, CsvImportReport } from "@/lib/schemas/data-exchange";
import { chunked } from "./chunked";
import { bulkInsert } from "./bulk-insert";
import { entitiesByImportRef } from "./entities-by-import-ref";
import { applyUpdates } from "./apply-import-updates";
import { assignAssetIds } from "./import-asset-ids";
import { locationIndex, tagIndex } from "./import-references";
import { orderedIds } from "./ordered-ids";
import { withSearchRowsAfter } from "./search-rows-after";
import { withImportPageCache } from "./import-page-cache";
import { withStatementJournalInMemory } from "./statement-journal-in-memory";
import {
  NEW_ENTITY_DEFAULTS,
  valueColumnsOf,
  type ExistingRef,
  type NewEntity,
  type Target,
} from "./import-target";
import { assertTreeShape, parentsFirst } from "./import-tree";
import { rowError, streamImportFile, type ImportFile, type ImportRow } from "./read-import-file";

/** New entities whose tag links and fields are written together. */
const LINK_BATCH = 2_000;

/** Rows of existing entities compared and updated together. */
const UPDATE_BATCH = 1_000;

/** One file is one transaction; a big file on a busy server needs room. */
const IMPORT_TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 300_000 };

/**
 * `POST /v1/entities/import`: reads the multipart part `csv` (comma- or tab-separated HomeBox
 * columns) and creates or updates the group's entities, locations and tags from it. Every row is
 * checked before anything is written, and the writes are one transaction: a bad row → 422 naming
 * the row and column, and nothing of the file is kept.
 */
export async function importEntities(ctx: TenantContext, request: Request): Promise<CsvImportReport> {
  const upload = await receiveUpload(request, { fileField: "csv", maxBytes: config().maxUploadBytes });
  try {
    if (!upload.file) throw invalidField("csv", "is required (a file part named csv)");
    const path = upload.file.tempPath;
    // First reading: every row is checked, and only what places the rows is kept (references,
    // location paths, tag names, asset IDs); the values are read again when they are written.
    const rows: ImportRow[] = [];
    const keep = leanRows();
    const summary = await streamImportFile(
      path,
      (row) => {
        rows.push(keep(row));
      },
      { withoutFields: true },
    );
    const file: ImportFile = {
      columns: summary.columns,
      fieldNames: summary.fieldNames,
      rows,
      skipped: summary.skipped,
    };
    const report = { created: 0, updated: 0, skipped: file.skipped, locationsCreated: 0 };
    if (file.rows.length === 0) return report;
    try {
      const provider = providerOf(config().databaseUrl);
      return await withImportPageCache(provider, () =>
        db().$transaction(
          (tx) =>
            withStatementJournalInMemory(tx, provider, async () => {
              await lockEntityTree(tx, ctx.groupId);
              const { unchanged, ...written } = await writeImport(tx, ctx, file, path);
              // One summary event for the whole file, not one per row.
              await recordEvents(tx, ctx, [{ type: "entities.imported" }]);
              return { ...report, ...written, skipped: report.skipped + unchanged };
            }),
          IMPORT_TRANSACTION_OPTIONS,
        ),
      );
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new DomainError("conflict", "an asset ID or import reference of the file was taken meanwhile");
      }
      throw error;
    }
  } finally {
    await upload.discard();
  }
}

/** The cells that place a row among the others; the rest is read again when the row is written. */
const PLACING_COLUMNS = [
  "HB.import_ref",
  "HB.parent_import_ref",
  "HB.location",
  "HB.tags",
  "HB.asset_id",
] as const satisfies ReadonlyArray<CsvColumn>;

/** Rows without their values, for the first reading. */
function leanRows() {
  // Location and tag names repeat from row to row: one string each. Every kept string is copied,
  // too: a slice of the text read would keep the whole piece of the file it was cut from.
  const names = new Map<string, string>();
  const intern = (name: string) => {
    let kept = names.get(name);
    if (kept === undefined) {
      kept = detached(name);
      names.set(kept, kept);
    }
    return kept;
  };
  const NO_FIELDS: ReadonlyMap<string, string> = new Map();
  return (row: ImportRow): ImportRow => {
    const values: CsvEntityRow = {};
    const { values: all } = row;
    for (const column of PLACING_COLUMNS) {
      const value = all[column];
      if (value === undefined) continue;
      if (column === "HB.location" || column === "HB.tags") values[column] = (value as string[]).map(intern);
      else if (typeof value === "string") (values as Record<string, unknown>)[column] = detached(value);
      else (values as Record<string, unknown>)[column] = value;
    }
    return { row: row.row, line: row.line, values, fields: NO_FIELDS };
  };
}

/** The values of a row once it is placed (writeImport); the writes read the file again. */
const PLACED: CsvEntityRow = Object.freeze({});

/** A copy of `text` that shares no memory with the string it was cut from. */
const detached = (text: string) => (text.length < 16 ? text : Buffer.from(text, "utf8").toString("utf8"));

/** Every column of a new entity row, with the value a row without it gets. */
const ENTITY_COLUMNS = (now: Date): Record<keyof Prisma.EntityCreateManyInput, unknown> => ({
  id: null,
  groupId: null,
  entityTypeId: null,
  parentId: null,
  importRef: null,
  assetId: null,
  ...NEW_ENTITY_DEFAULTS,
  syncChildEntityLocations: false,
  lowStockNotifiedAt: null,
  createdAt: now,
  updatedAt: now,
});

const FIELD_COLUMNS = (now: Date): Record<keyof Prisma.EntityFieldCreateManyInput, unknown> => ({
  id: null,
  groupId: null,
  entityId: null,
  position: 0,
  name: null,
  description: "",
  type: "text",
  textValue: "",
  numberValue: 0n,
  booleanValue: false,
  timeValue: null,
  createdAt: now,
  updatedAt: now,
});

async function writeImport(
  tx: Tx,
  ctx: TenantContext,
  file: ImportFile,
  path: string,
): Promise<Omit<CsvImportReport, "skipped"> & { unchanged: number }> {
  const groupId = ctx.groupId;
  const has = (column: string) => file.columns.has(column as never);

  // --- The group's existing entities named by import reference, in one read per batch -------
  const references = new Set<string>();
  for (const { values } of file.rows) {
    if (values["HB.import_ref"]) references.add(values["HB.import_ref"]);
    if (values["HB.parent_import_ref"]) references.add(values["HB.parent_import_ref"]);
  }
  const provider = providerOf(config().databaseUrl);
  const existingByRef = new Map<string, ExistingRef>();
  for (const entity of await entitiesByImportRef(tx, provider, groupId, [...references])) {
    existingByRef.set(entity.importRef!, entity);
  }

  // --- One target per row: the existing entity of its reference, or a new one ----------------
  // New rows get ids in file order, the order they are inserted in (see orderedIds).
  const nextId = orderedIds();
  const byFileRef = new Map<string, Target>();
  const targets: Target[] = file.rows.map((row) => {
    const reference = row.values["HB.import_ref"] ?? null;
    const earlier = reference === null ? undefined : byFileRef.get(reference);
    if (earlier) {
      throw rowError(row, "HB.import_ref", `row ${earlier.row.row} has the same import reference`);
    }
    const existing = reference === null ? undefined : existingByRef.get(reference);
    const target: Target = {
      row,
      id: existing?.id ?? nextId(),
      existing,
      parentId: undefined,
      tagIds: undefined,
      assetId: row.values["HB.asset_id"] ?? null,
    };
    if (reference !== null) byFileRef.set(reference, target);
    return target;
  });

  // New entities in the order they are met: locations a row needs come before the row.
  const creations: NewEntity[] = [];
  const locations = await locationIndex(tx, groupId, file);
  const tags = await tagIndex(tx, groupId, file);

  for (const target of targets) {
    const { values } = target.row;
    const parentRef = values["HB.parent_import_ref"];
    if (parentRef) {
      const parentId = byFileRef.get(parentRef)?.id ?? existingByRef.get(parentRef)?.id;
      if (!parentId)
        throw rowError(target.row, "HB.parent_import_ref", "no entity has this import reference");
      if (parentId === target.id)
        throw rowError(target.row, "HB.parent_import_ref", "is the row's own reference");
      target.parentId = parentId;
      // Written before its parent, a new row names it once both are in (see writeNewRows).
      const parent = byFileRef.get(parentRef);
      if (parent && !parent.existing && parent.row.row > target.row.row) target.parentLater = true;
    } else if (has("HB.location")) {
      const path = values["HB.location"] ?? [];
      target.parentId = path.length > 0 ? locations.resolve(path, creations) : null;
    } else if (has("HB.parent_import_ref") || !target.existing) {
      target.parentId = null;
    }
    if (has("HB.tags"))
      target.tagIds = [...new Set((values["HB.tags"] ?? []).map((name) => tags.resolve(name)))];
    if (!target.existing) {
      // Only what the checks below need; the values are read again when the row is written.
      target.created = {
        id: target.id,
        groupId,
        name: "",
        entityTypeId: null, // set below, once the item type is known
        parentId: target.parentId ?? null,
        assetId: target.assetId,
      };
      creations.push(target.created);
    }
  }

  await assertTreeShape(tx, groupId, targets, creations);
  await assignAssetIds(tx, groupId, targets, creations);
  // Every row is placed and checked: what placed it (its location path, tag names, references)
  // and the lookups by reference are not needed again, and they are most of what the first
  // reading kept. The writes below hold everything else until the answer.
  for (const row of file.rows) row.values = PLACED;
  references.clear();
  existingByRef.clear();
  byFileRef.clear();

  const itemTypeId = await defaultEntityTypeId(ctx, tx);
  for (const entity of creations) if (entity.entityTypeId === null) entity.entityTypeId = itemTypeId;
  const locationTypeId = await locations.typeId();
  for (const entity of creations) if (locations.isNew(entity.id)) entity.entityTypeId = locationTypeId;

  // --- Writes ---------------------------------------------------------------------------------
  for (const batch of chunked(tags.created, 100)) await tx.tag.createMany({ data: batch });
  const now = new Date();
  // SQLite: foreign keys are checked at commit, so rows may come before what they point to.
  if (provider === "sqlite") await tx.$executeRawUnsafe("PRAGMA defer_foreign_keys = ON");
  const newLocations = parentsFirst(creations.filter((entity) => locations.isNew(entity.id)));
  const newCount = await withSearchRowsAfter(tx, provider, creations.length, async () => {
    for (const batch of chunked(newLocations, LINK_BATCH)) {
      await bulkInsert(tx, provider, "Entity", ENTITY_COLUMNS(now), batch);
    }
    return writeNewRows(tx, { groupId, provider, now, itemTypeId, file, path, targets, nextId });
  });

  const updates = targets.filter((target) => target.existing);
  const updated = updates.length > 0 ? await writeUpdates(tx, groupId, file, path, targets) : 0;
  return {
    created: newCount,
    updated,
    // Rows of an entity that already held every value.
    unchanged: updates.length - updated,
    locationsCreated: newLocations.length,
  };
}

/**
 * Second reading of the file: the new rows' entities, tag links and fields, a batch at a time, so
 * that only one batch of values is in memory. A row whose parent comes later in the file is
 * written without it and given it at the end (PostgreSQL checks the parent at each statement).
 */
async function writeNewRows(
  tx: Tx,
  job: {
    groupId: string;
    provider: DatabaseProvider;
    now: Date;
    itemTypeId: string | null;
    file: ImportFile;
    path: string;
    targets: Target[];
    nextId: () => string;
  },
): Promise<number> {
  const { groupId, provider, now, file, targets } = job;
  // A row names only the columns it sets; bulkInsert gives the rest their ENTITY_COLUMNS value.
  let entities: Array<Partial<NewEntity> & { id: string }> = [];
  let links: Array<{ entityId: string; tagId: string }> = [];
  let fields: Array<Prisma.EntityFieldCreateManyInput & { id: string }> = [];
  const laterParents: Array<{ id: string; parentId: string }> = [];
  let written = 0;
  const flush = async () => {
    const writeEntities = () => bulkInsert(tx, provider, "Entity", ENTITY_COLUMNS(now), entities);
    const writeLinks = async () => {
      await bulkInsert(tx, provider, "EntityTag", { entityId: null, tagId: null }, links);
      await bulkInsert(tx, provider, "EntityField", FIELD_COLUMNS(now), fields);
    };
    if (provider === "sqlite") {
      // SQLite's search index follows every insert through triggers: a tag or field added after
      // its entity rewrites the entity's full-text row each time, while an entity inserted after
      // its tags and fields is indexed once, with them.
      await writeLinks();
      await writeEntities();
    } else {
      await writeEntities();
      await writeLinks();
    }
    written += entities.length;
    entities = [];
    links = [];
    fields = [];
  };
  // Not an async function: a row that fills no batch returns nothing to await.
  await readAgain(job.path, targets, (target, row) => {
    if (target.existing) return;
    const { values } = row;
    const created = target.created!;
    let parentId = created.parentId;
    if (target.parentLater) {
      laterParents.push({ id: target.id, parentId: parentId! });
      parentId = null;
    }
    const entity = valueColumnsOf(values) as Partial<NewEntity> & { id: string };
    entity.id = target.id;
    entity.groupId = groupId;
    entity.entityTypeId = job.itemTypeId;
    entity.parentId = parentId;
    entity.importRef = values["HB.import_ref"] ?? null;
    entity.assetId = created.assetId;
    entities.push(entity);
    if (target.tagIds) for (const tagId of target.tagIds) links.push({ entityId: target.id, tagId });
    pushFieldRows(fields, groupId, target.id, row, file.fieldNames, job.nextId);
    if (entities.length >= LINK_BATCH) return flush();
  });
  await flush();
  for (const { id, parentId } of laterParents) {
    await tx.entity.update({ where: { id }, data: { parentId }, select: { id: true } });
  }
  return written;
}

/** Third reading, for files that update entities: the updates a batch of rows at a time. */
async function writeUpdates(
  tx: Tx,
  groupId: string,
  file: ImportFile,
  path: string,
  targets: Target[],
): Promise<number> {
  let batch: Target[] = [];
  let changed = 0;
  await readAgain(path, targets, async (target, row) => {
    if (!target.existing) return;
    batch.push({ ...target, row });
    if (batch.length >= UPDATE_BATCH) {
      changed += await applyUpdates(tx, groupId, file, batch);
      batch = [];
    }
  });
  if (batch.length > 0) changed += await applyUpdates(tx, groupId, file, batch);
  return changed;
}

/** Streams the checked file once more, each row with the target the first reading made of it. */
async function readAgain(
  path: string,
  targets: Target[],
  onRow: (target: Target, row: ImportRow) => void | Promise<void>,
): Promise<void> {
  let index = 0;
  await streamImportFile(
    path,
    (row) => {
      const target = targets[index++];
      // The file is the upload's own temporary copy; it cannot differ from the first reading.
      if (!target || target.row.row !== row.row) throw new Error("the import file changed while it was read");
      return onRow(target, row);
    },
    { checked: true },
  );
  if (index !== targets.length) throw new Error("the import file changed while it was read");
}

/** Adds the custom fields of a new entity to `rows`: the non-empty `HB.field.*` cells, in column order. */
function pushFieldRows(
  rows: Array<Prisma.EntityFieldCreateManyInput & { id: string }>,
  groupId: string,
  entityId: string,
  row: ImportRow,
  fieldNames: string[],
  nextId: () => string,
): void {
  if (row.fields.size === 0) return;
  let position = 0;
  for (const name of fieldNames) {
    const textValue = row.fields.get(name) ?? "";
    if (textValue === "") continue;
    rows.push({ groupId, entityId, position: position++, name, type: "text", textValue, id: nextId() });
  }
}
