import type { Tx } from "@/lib/db/client";
import { inBatches } from "@/lib/entities/batches";
import type { Prisma } from "@/lib/generated/sqlite/client";
import { chunked } from "./chunked";
import { CSV_ENTITY_SELECT } from "./homebox-columns";
import type { ImportFile } from "./read-import-file";
import { sameValue, valueColumnsOf, type Target, type ValueColumns } from "./import-target";

/**
 * Rows whose import reference is known update that entity: the file's columns replace its values
 * (only changed rows are written), tags become the row's tags, and each `HB.field.*` column sets,
 * adds or (when empty) removes that text field. Columns the file lacks are left as they are.
 */
export async function applyUpdates(
  tx: Tx,
  groupId: string,
  file: ImportFile,
  updates: Target[],
): Promise<number> {
  /** Rows that changed their entity; the rest matched it already. */
  const changed = new Set<string>();
  const ids = updates.map((target) => target.id);
  // Each batch's current values, read now: the first reading of the file kept only references.
  const stored = await inBatches(ids, (batch) =>
    tx.entity.findMany({ where: { groupId, id: { in: batch } }, select: CSV_ENTITY_SELECT }),
  );
  const storedById = new Map(stored.map((entity) => [entity.id, entity]));
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
    const existing = storedById.get(target.id)!;
    const data: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(valueColumnsOf(target.row.values))) {
      if (!sameValue(existing[key as keyof ValueColumns], value)) data[key] = value;
    }
    if (target.parentId !== undefined && target.parentId !== existing.parentId)
      data.parentId = target.parentId;
    if (target.assetId !== null && target.assetId !== existing.assetId) data.assetId = target.assetId;
    if (Object.keys(data).length > 0) {
      changed.add(target.id);
      await tx.entity.update({ where: { id: target.id }, data: data as Prisma.EntityUncheckedUpdateInput });
    }

    if (target.tagIds) {
      const current = currentTags.get(target.id) ?? new Set<string>();
      const wanted = new Set(target.tagIds);
      for (const tagId of current) if (!wanted.has(tagId)) removedTags.push({ entityId: target.id, tagId });
      for (const tagId of wanted) if (!current.has(tagId)) addedTags.push({ entityId: target.id, tagId });
      if (current.size !== wanted.size || [...wanted].some((tagId) => !current.has(tagId)))
        changed.add(target.id);
    }

    const fields = currentFields.get(target.id) ?? [];
    let position = fields.reduce((max, field) => Math.max(max, field.position), -1);
    for (const name of file.fieldNames) {
      const value = target.row.fields.get(name) ?? "";
      const field = fields.find((candidate) => candidate.type === "text" && candidate.name === name);
      if (field) {
        if (value === "") {
          removedFields.push(field.id);
          changed.add(target.id);
        } else if (value !== field.textValue) {
          changed.add(target.id);
          await tx.entityField.update({ where: { id: field.id }, data: { textValue: value } });
        }
      } else if (value !== "") {
        changed.add(target.id);
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
  return changed.size;
}
