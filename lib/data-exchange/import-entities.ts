import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { receiveUpload } from "@/lib/attachments/receive-upload";
import type { TenantContext } from "@/lib/auth/principal";
import { config } from "@/lib/config/env";
import { db, type Tx } from "@/lib/db/client";
import { providerOf } from "@/lib/db/database-url.mjs";
import { isUniqueViolation } from "@/lib/db/errors";
import { allocateAssetIds, raiseAssetCounter, syncAssetCounter } from "@/lib/entities/asset-counter";
import { inBatches } from "@/lib/entities/batches";
import { defaultEntityTypeId } from "@/lib/entities/entity-references";
import type { Prisma } from "@/lib/generated/sqlite/client";
import { ApiError, invalidField } from "@/lib/http/errors";
import type { CsvEntityRow } from "@/lib/schemas/data-exchange";
import { chunked } from "./chunked";
import { bulkInsert } from "./bulk-insert";
import { readImportFile, rowError, type ImportFile, type ImportRow } from "./read-import-file";

/** One file is one transaction; a big file on a busy server needs room. */
const IMPORT_TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 300_000 };

/**
 * `POST /v1/entities/import`: reads the multipart part `csv` (comma- or tab-separated HomeBox
 * columns) and creates or updates the group's entities, locations and tags from it. Every row is
 * checked before anything is written, and the writes are one transaction: a bad row → 422 naming
 * the row and column, and nothing of the file is kept.
 */
export async function importEntities(ctx: TenantContext, request: Request): Promise<void> {
  const upload = await receiveUpload(request, { fileField: "csv", maxBytes: config().maxUploadBytes });
  try {
    if (!upload.file) throw invalidField("csv", "is required (a file part named csv)");
    const file = readImportFile(await readFile(upload.file.tempPath));
    if (file.rows.length === 0) return;
    try {
      await db().$transaction((tx) => writeImport(tx, ctx, file), IMPORT_TRANSACTION_OPTIONS);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ApiError("conflict", "an asset ID or import reference of the file was taken meanwhile");
      }
      throw error;
    }
  } finally {
    await upload.discard();
  }
}

// ---------------------------------------------------------------------------------------------

const EXISTING_SELECT = {
  id: true,
  importRef: true,
  parentId: true,
  assetId: true,
  name: true,
  description: true,
  notes: true,
  purchaseFrom: true,
  manufacturer: true,
  modelNumber: true,
  serialNumber: true,
  warrantyDetails: true,
  soldTo: true,
  soldNotes: true,
  quantity: true,
  purchasePrice: true,
  soldPrice: true,
  archived: true,
  insured: true,
  lifetimeWarranty: true,
  purchaseDate: true,
  warrantyExpires: true,
  soldDate: true,
} as const satisfies Prisma.EntitySelect;

type ExistingEntity = Prisma.EntityGetPayload<{ select: typeof EXISTING_SELECT }>;
type ValueColumns = Omit<ExistingEntity, "id" | "importRef" | "parentId" | "assetId">;

/** Values of a new entity for every column its row leaves out. */
const NEW_ENTITY_DEFAULTS: ValueColumns = {
  name: "",
  description: "",
  notes: "",
  purchaseFrom: "",
  manufacturer: "",
  modelNumber: "",
  serialNumber: "",
  warrantyDetails: "",
  soldTo: "",
  soldNotes: "",
  quantity: 1,
  purchasePrice: 0n,
  soldPrice: 0n,
  archived: false,
  insured: false,
  lifetimeWarranty: false,
  purchaseDate: null,
  warrantyExpires: null,
  soldDate: null,
};

const VALUE_COLUMNS: Record<string, keyof ValueColumns> = {
  "HB.name": "name",
  "HB.description": "description",
  "HB.notes": "notes",
  "HB.purchase_from": "purchaseFrom",
  "HB.manufacturer": "manufacturer",
  "HB.model_number": "modelNumber",
  "HB.serial_number": "serialNumber",
  "HB.warranty_details": "warrantyDetails",
  "HB.sold_to": "soldTo",
  "HB.sold_notes": "soldNotes",
  "HB.quantity": "quantity",
  "HB.purchase_price": "purchasePrice",
  "HB.sold_price": "soldPrice",
  "HB.archived": "archived",
  "HB.insured": "insured",
  "HB.lifetime_warranty": "lifetimeWarranty",
  "HB.purchase_date": "purchaseDate",
  "HB.warranty_expires": "warrantyExpires",
  "HB.sold_date": "soldDate",
};

/** The entity columns a row gives (a cell left empty where "empty" means "not given" is left out). */
function valueColumnsOf(values: CsvEntityRow): Partial<ValueColumns> {
  const columns: Record<string, unknown> = {};
  for (const [csvColumn, value] of Object.entries(values)) {
    const key = VALUE_COLUMNS[csvColumn];
    if (key && value !== undefined) columns[key] = value;
  }
  return columns as Partial<ValueColumns>;
}

const sameValue = (a: unknown, b: unknown) =>
  a instanceof Date || b instanceof Date
    ? (a as Date | null)?.getTime() === (b as Date | null)?.getTime()
    : a === b;

type Target = {
  row: ImportRow;
  id: string;
  existing: ExistingEntity | undefined;
  /** undefined: keep the current parent (updates without a parent or location column). */
  parentId: string | null | undefined;
  tagIds: string[] | undefined;
  assetId: number | null;
};

type NewEntity = Prisma.EntityCreateManyInput & { id: string; parentId: string | null };

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

async function writeImport(tx: Tx, ctx: TenantContext, file: ImportFile): Promise<void> {
  const groupId = ctx.groupId;
  const has = (column: string) => file.columns.has(column as never);

  // --- The group's existing entities named by import reference, in one read per batch -------
  const references = new Set<string>();
  for (const { values } of file.rows) {
    if (values["HB.import_ref"]) references.add(values["HB.import_ref"]);
    if (values["HB.parent_import_ref"]) references.add(values["HB.parent_import_ref"]);
  }
  const existingByRef = new Map<string, ExistingEntity>();
  const found = await inBatches([...references], (batch) =>
    tx.entity.findMany({ where: { groupId, importRef: { in: batch } }, select: EXISTING_SELECT }),
  );
  for (const entity of found) existingByRef.set(entity.importRef!, entity);

  // --- One target per row: the existing entity of its reference, or a new one ----------------
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
      id: existing?.id ?? randomUUID(),
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
    } else if (has("HB.location")) {
      const path = values["HB.location"] ?? [];
      target.parentId = path.length > 0 ? locations.resolve(path, creations) : null;
    } else if (has("HB.parent_import_ref") || !target.existing) {
      target.parentId = null;
    }
    if (has("HB.tags"))
      target.tagIds = [...new Set((values["HB.tags"] ?? []).map((name) => tags.resolve(name)))];
    if (!target.existing) {
      creations.push({
        ...NEW_ENTITY_DEFAULTS,
        ...valueColumnsOf(values),
        id: target.id,
        groupId,
        entityTypeId: null, // set below, once the item type is known
        parentId: target.parentId ?? null,
        importRef: values["HB.import_ref"] ?? null,
        assetId: target.assetId,
      });
    }
  }

  await assertNoCycles(tx, groupId, targets);
  await assignAssetIds(tx, groupId, targets, creations);

  const itemTypeId = await defaultEntityTypeId(ctx, tx);
  for (const entity of creations) if (entity.entityTypeId === null) entity.entityTypeId = itemTypeId;
  const locationTypeId = await locations.typeId();
  for (const entity of creations) if (locations.isNew(entity.id)) entity.entityTypeId = locationTypeId;

  // --- Writes ---------------------------------------------------------------------------------
  for (const batch of chunked(tags.created, 100)) await tx.tag.createMany({ data: batch });
  const newTargets = targets.filter((target) => !target.existing);
  const newTags = newTargets.flatMap((target) =>
    (target.tagIds ?? []).map((tagId) => ({ entityId: target.id, tagId })),
  );
  const newFields = newTargets.flatMap((target) => fieldRows(groupId, target, file.fieldNames));
  const provider = providerOf(config().databaseUrl);
  const now = new Date();
  const writeEntities = () =>
    bulkInsert(tx, provider, "Entity", ENTITY_COLUMNS(now), parentsFirst(creations));
  const writeLinks = async () => {
    await bulkInsert(tx, provider, "EntityTag", { entityId: null, tagId: null }, newTags);
    const fields = newFields.map((field) => ({ ...field, id: randomUUID() }));
    await bulkInsert(tx, provider, "EntityField", FIELD_COLUMNS(now), fields);
  };
  if (provider === "sqlite") {
    // SQLite's search index follows every insert through triggers: a tag or field added after its
    // entity rewrites the entity's full-text row each time, while an entity inserted after its
    // tags and fields is indexed once, with them. Foreign keys are checked at commit instead.
    await tx.$executeRawUnsafe("PRAGMA defer_foreign_keys = ON");
    await writeLinks();
    await writeEntities();
  } else {
    await writeEntities();
    await writeLinks();
  }

  const updates = targets.filter((target) => target.existing);
  if (updates.length > 0) await applyUpdates(tx, groupId, file, updates);
}

/** Custom fields of a new entity: the non-empty `HB.field.*` cells, in column order. */
function fieldRows(groupId: string, target: Target, fieldNames: string[]) {
  const rows: Prisma.EntityFieldCreateManyInput[] = [];
  for (const name of fieldNames) {
    const textValue = target.row.fields.get(name) ?? "";
    if (textValue === "") continue;
    rows.push({ groupId, entityId: target.id, position: rows.length, name, type: "text", textValue });
  }
  return rows;
}

// --- Locations ----------------------------------------------------------------------------------

/**
 * The group's locations by parent and name (case-insensitive), loaded once; `resolve` walks a
 * path and adds the locations it lacks to `creations`.
 */
async function locationIndex(tx: Tx, groupId: string, file: ImportFile) {
  const needed = file.rows.some((row) => (row.values["HB.location"]?.length ?? 0) > 0);
  const types = needed
    ? await tx.entityType.findMany({
        where: { groupId, isLocation: true },
        orderBy: [{ createdAt: "asc" }, { name: "asc" }, { id: "asc" }],
        select: { id: true },
      })
    : [];
  const byKey = new Map<string, string>();
  const keyOf = (parentId: string | null, name: string) => `${parentId ?? ""}\u0000${name.toLowerCase()}`;
  if (needed && types.length > 0) {
    const rows = await tx.entity.findMany({
      where: { groupId, entityTypeId: { in: types.map((type) => type.id) } },
      select: { id: true, name: true, parentId: true },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    for (const row of rows) {
      const key = keyOf(row.parentId, row.name.trim());
      if (!byKey.has(key)) byKey.set(key, row.id);
    }
  }
  const created = new Set<string>();
  return {
    resolve(path: string[], creations: NewEntity[]): string {
      let parentId: string | null = null;
      for (const name of path) {
        const key = keyOf(parentId, name);
        let id = byKey.get(key);
        if (!id) {
          id = randomUUID();
          byKey.set(key, id);
          created.add(id);
          creations.push({ ...NEW_ENTITY_DEFAULTS, quantity: 0, id, groupId, name, parentId, assetId: null });
        }
        parentId = id;
      }
      return parentId!;
    },
    isNew: (id: string) => created.has(id),
    /** The group's first location type, made when the group has none and a location is new. */
    async typeId(): Promise<string | null> {
      if (created.size === 0) return null;
      if (types[0]) return types[0].id;
      const type = await tx.entityType.create({
        data: { groupId, name: "Location", isLocation: true },
        select: { id: true },
      });
      return type.id;
    },
  };
}

// --- Tags ---------------------------------------------------------------------------------------

async function tagIndex(tx: Tx, groupId: string, file: ImportFile) {
  const byName = new Map<string, string>();
  if (file.rows.some((row) => (row.values["HB.tags"]?.length ?? 0) > 0)) {
    const rows = await tx.tag.findMany({
      where: { groupId },
      select: { id: true, name: true },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    for (const row of rows) {
      const key = row.name.trim().toLowerCase();
      if (!byName.has(key)) byName.set(key, row.id);
    }
  }
  const created: Array<{ id: string; groupId: string; name: string }> = [];
  return {
    created,
    resolve(name: string): string {
      const key = name.toLowerCase();
      let id = byName.get(key);
      if (!id) {
        id = randomUUID();
        byName.set(key, id);
        created.push({ id, groupId, name });
      }
      return id;
    },
  };
}

// --- Tree rules ---------------------------------------------------------------------------------

/**
 * The parents the file sets must not close a cycle. New entities cannot be ancestors of existing
 * ones unless an existing entity is moved, so the group's whole tree is read only then.
 */
async function assertNoCycles(tx: Tx, groupId: string, targets: Target[]): Promise<void> {
  const parentOf = new Map<string, string | null>();
  for (const target of targets) {
    parentOf.set(
      target.id,
      target.parentId === undefined ? (target.existing?.parentId ?? null) : target.parentId,
    );
  }
  const moves = targets.some(
    (target) =>
      target.existing && target.parentId !== undefined && target.parentId !== target.existing.parentId,
  );
  if (moves) {
    const rows = await tx.entity.findMany({ where: { groupId }, select: { id: true, parentId: true } });
    for (const row of rows) if (!parentOf.has(row.id)) parentOf.set(row.id, row.parentId);
  }
  const done = new Set<string>();
  for (const target of targets) {
    const walking = new Set<string>();
    let current: string | null | undefined = target.id;
    while (current && !done.has(current)) {
      if (walking.has(current)) {
        const column = target.row.values["HB.parent_import_ref"] ? "HB.parent_import_ref" : "HB.location";
        throw rowError(target.row, column, "this parent would make the entity its own ancestor");
      }
      walking.add(current);
      current = parentOf.get(current);
    }
    for (const id of walking) done.add(id);
  }
}

/** New entities ordered so that a parent made by the same import is inserted before its children. */
function parentsFirst(creations: NewEntity[]): NewEntity[] {
  const byId = new Map(creations.map((entity) => [entity.id, entity]));
  const depth = new Map<string, number>();
  for (const entity of creations) {
    const chain: string[] = [];
    let current: NewEntity | undefined = entity;
    while (current && !depth.has(current.id)) {
      chain.push(current.id);
      current = current.parentId ? byId.get(current.parentId) : undefined;
    }
    let level = current ? depth.get(current.id)! : -1;
    for (let index = chain.length - 1; index >= 0; index--) depth.set(chain[index]!, ++level);
  }
  return creations
    .map((entity, index) => ({ entity, index }))
    .sort((a, b) => depth.get(a.entity.id)! - depth.get(b.entity.id)! || a.index - b.index)
    .map(({ entity }) => entity);
}

// --- Asset IDs ----------------------------------------------------------------------------------

/**
 * Asset IDs given in the file must be free in the group (or already the row's own); every other
 * new entity gets the group's next ones from the atomic counter, in file order.
 */
async function assignAssetIds(tx: Tx, groupId: string, targets: Target[], creations: NewEntity[]) {
  const rowOf = new Map<number, Target>();
  for (const target of targets) {
    if (target.assetId === null) continue;
    const earlier = rowOf.get(target.assetId);
    if (earlier) throw rowError(target.row, "HB.asset_id", `row ${earlier.row.row} has the same asset ID`);
    rowOf.set(target.assetId, target);
  }
  const taken = await inBatches([...rowOf.keys()].map(String), (batch) =>
    tx.entity.findMany({
      where: { groupId, assetId: { in: batch.map(Number) } },
      select: { id: true, assetId: true },
    }),
  );
  for (const entity of taken) {
    const target = rowOf.get(entity.assetId!)!;
    if (target.id !== entity.id)
      throw rowError(target.row, "HB.asset_id", "is already used by another entity");
  }

  await syncAssetCounter(tx, groupId);
  let highest = 0;
  for (const assetId of rowOf.keys()) highest = Math.max(highest, assetId);
  if (highest > 0) await raiseAssetCounter(tx, groupId, highest);
  const missing = creations.filter((entity) => entity.assetId === null || entity.assetId === undefined);
  if (missing.length === 0) return;
  let next = await allocateAssetIds(tx, groupId, missing.length);
  for (const entity of missing) entity.assetId = next++;
}

// --- Updates ------------------------------------------------------------------------------------

/**
 * Rows whose import reference is known update that entity: the file's columns replace its values
 * (only changed rows are written), tags become the row's tags, and each `HB.field.*` column sets,
 * adds or (when empty) removes that text field. Columns the file lacks are left as they are.
 */
async function applyUpdates(tx: Tx, groupId: string, file: ImportFile, updates: Target[]) {
  const ids = updates.map((target) => target.id);
  const currentTags = new Map<string, Set<string>>();
  if (file.columns.has("HB.tags")) {
    const links = await inBatches(ids, (batch) =>
      tx.entityTag.findMany({ where: { entityId: { in: batch } }, select: { entityId: true, tagId: true } }),
    );
    for (const link of links) {
      const set = currentTags.get(link.entityId) ?? new Set<string>();
      set.add(link.tagId);
      currentTags.set(link.entityId, set);
    }
  }
  const currentFields = new Map<
    string,
    Array<{ id: string; name: string; type: string; textValue: string; position: number }>
  >();
  if (file.fieldNames.length > 0) {
    const fields = await inBatches(ids, (batch) =>
      tx.entityField.findMany({
        where: { groupId, entityId: { in: batch } },
        select: { id: true, entityId: true, name: true, type: true, textValue: true, position: true },
      }),
    );
    for (const field of fields) {
      const list = currentFields.get(field.entityId) ?? [];
      list.push(field);
      currentFields.set(field.entityId, list);
    }
  }

  const removedFields: string[] = [];
  const addedFields: Prisma.EntityFieldCreateManyInput[] = [];
  const removedTags: Array<{ entityId: string; tagId: string }> = [];
  const addedTags: Array<{ entityId: string; tagId: string }> = [];

  for (const target of updates) {
    const existing = target.existing!;
    const data: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(valueColumnsOf(target.row.values))) {
      if (!sameValue(existing[key as keyof ValueColumns], value)) data[key] = value;
    }
    if (target.parentId !== undefined && target.parentId !== existing.parentId)
      data.parentId = target.parentId;
    if (target.assetId !== null && target.assetId !== existing.assetId) data.assetId = target.assetId;
    if (Object.keys(data).length > 0) {
      await tx.entity.update({ where: { id: target.id }, data: data as Prisma.EntityUncheckedUpdateInput });
    }

    if (target.tagIds) {
      const current = currentTags.get(target.id) ?? new Set<string>();
      const wanted = new Set(target.tagIds);
      for (const tagId of current) if (!wanted.has(tagId)) removedTags.push({ entityId: target.id, tagId });
      for (const tagId of wanted) if (!current.has(tagId)) addedTags.push({ entityId: target.id, tagId });
    }

    const fields = currentFields.get(target.id) ?? [];
    let position = fields.reduce((max, field) => Math.max(max, field.position), -1);
    for (const name of file.fieldNames) {
      const value = target.row.fields.get(name) ?? "";
      const field = fields.find((candidate) => candidate.type === "text" && candidate.name === name);
      if (field) {
        if (value === "") removedFields.push(field.id);
        else if (value !== field.textValue) {
          await tx.entityField.update({ where: { id: field.id }, data: { textValue: value } });
        }
      } else if (value !== "") {
        addedFields.push({
          groupId,
          entityId: target.id,
          position: ++position,
          name,
          type: "text",
          textValue: value,
        });
      }
    }
  }

  for (const batch of chunked(removedFields, 400)) {
    await tx.entityField.deleteMany({ where: { groupId, id: { in: batch } } });
  }
  for (const batch of chunked(addedFields, 100)) await tx.entityField.createMany({ data: batch });
  for (const { entityId, tagId } of removedTags) {
    await tx.entityTag.delete({ where: { entityId_tagId: { entityId, tagId } } });
  }
  for (const batch of chunked(addedTags, 400)) await tx.entityTag.createMany({ data: batch });
}
