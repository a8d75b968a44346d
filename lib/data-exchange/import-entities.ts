import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { receiveUpload } from "@/lib/attachments/receive-upload";
import type { TenantContext } from "@/lib/auth/principal";
import { config } from "@/lib/config/env";
import { db, type Tx } from "@/lib/db/client";
import { recordEvents } from "@/lib/events/record-events";
import { providerOf } from "@/lib/db/database-url.mjs";
import { isUniqueViolation } from "@/lib/db/errors";
import { inBatches } from "@/lib/entities/batches";
import { defaultEntityTypeId } from "@/lib/entities/entity-references";
import { lockEntityTree } from "@/lib/entities/entity-tree-lock";
import type { Prisma } from "@/lib/generated/sqlite/client";
import { DomainError, invalidField } from "@/lib/errors/domain-error";
import type { CsvImportReport } from "@/lib/schemas/data-exchange";
import { chunked } from "./chunked";
import { bulkInsert } from "./bulk-insert";
import { applyUpdates } from "./apply-import-updates";
import { CSV_ENTITY_SELECT } from "./homebox-columns";
import { assignAssetIds } from "./import-asset-ids";
import { locationIndex, tagIndex } from "./import-references";
import {
  NEW_ENTITY_DEFAULTS,
  valueColumnsOf,
  type ExistingEntity,
  type NewEntity,
  type Target,
} from "./import-target";
import { assertTreeShape, parentsFirst } from "./import-tree";
import { readImportFile, rowError, type ImportFile } from "./read-import-file";

/** New entities whose tag links and fields are written together. */
const LINK_BATCH = 2_000;

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
    const file = readImportFile(await readFile(upload.file.tempPath));
    const report = { created: 0, updated: 0, skipped: file.skipped, locationsCreated: 0 };
    if (file.rows.length === 0) return report;
    try {
      return await db().$transaction(async (tx) => {
        await lockEntityTree(tx, ctx.groupId);
        const { unchanged, ...written } = await writeImport(tx, ctx, file);
        // One summary event for the whole file, not one per row.
        await recordEvents(tx, ctx, [{ type: "entities.imported" }]);
        return { ...report, ...written, skipped: report.skipped + unchanged };
      }, IMPORT_TRANSACTION_OPTIONS);
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

async function writeImport(
  tx: Tx,
  ctx: TenantContext,
  file: ImportFile,
): Promise<Omit<CsvImportReport, "skipped"> & { unchanged: number }> {
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
    tx.entity.findMany({ where: { groupId, importRef: { in: batch } }, select: CSV_ENTITY_SELECT }),
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

  await assertTreeShape(tx, groupId, targets, creations);
  await assignAssetIds(tx, groupId, targets, creations);

  const itemTypeId = await defaultEntityTypeId(ctx, tx);
  for (const entity of creations) if (entity.entityTypeId === null) entity.entityTypeId = itemTypeId;
  const locationTypeId = await locations.typeId();
  for (const entity of creations) if (locations.isNew(entity.id)) entity.entityTypeId = locationTypeId;

  // --- Writes ---------------------------------------------------------------------------------
  for (const batch of chunked(tags.created, 100)) await tx.tag.createMany({ data: batch });
  const newTargets = targets.filter((target) => !target.existing);
  const provider = providerOf(config().databaseUrl);
  const now = new Date();
  const writeEntities = () =>
    bulkInsert(tx, provider, "Entity", ENTITY_COLUMNS(now), parentsFirst(creations));
  // Tag links and fields are made a batch of entities at a time, not all at once: a 50,000-row
  // file has over 100,000 of each, and they would stay in memory for the whole import.
  const writeLinks = async () => {
    for (const batch of chunked(newTargets, LINK_BATCH)) {
      const links = batch.flatMap((target) =>
        (target.tagIds ?? []).map((tagId) => ({ entityId: target.id, tagId })),
      );
      await bulkInsert(tx, provider, "EntityTag", { entityId: null, tagId: null }, links);
      const fields = batch.flatMap((target) =>
        fieldRows(groupId, target, file.fieldNames).map((field) => ({ ...field, id: randomUUID() })),
      );
      await bulkInsert(tx, provider, "EntityField", FIELD_COLUMNS(now), fields);
    }
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
  const updated = updates.length > 0 ? await applyUpdates(tx, groupId, file, updates) : 0;
  return {
    created: newTargets.length,
    updated,
    // Rows of an entity that already held every value.
    unchanged: updates.length - updated,
    locationsCreated: creations.length - newTargets.length,
  };
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
