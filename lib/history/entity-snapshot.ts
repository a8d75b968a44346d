import type { Tx } from "@/lib/db/client";
import { formatAssetId } from "@/lib/entities/asset-id";
import { HISTORY_FIELDS } from "@/lib/entities/value-fields";
import { numberFromMinor } from "@/lib/money";
import { formatDateOnly } from "@/lib/schemas/common";
import type { HistoryValue } from "@/lib/schemas/history";
import type { Snapshot } from "./diff-values";

// The snapshot's fields and their order (the order of an entry's changes) come from the field list.
const { text: TEXT_COLUMNS, number: NUMBER_COLUMNS, boolean: FLAG_COLUMNS } = HISTORY_FIELDS;
const { date: DATE_COLUMNS, money: MONEY_COLUMNS } = HISTORY_FIELDS;

/**
 * The entity as history sees it, read inside the caller's transaction: its values under their
 * EntityOut names, `parent` and `entityType` as {id, name}, `tags` as [{id, name}] and each custom
 * field as `fields.<name>`. Null when the entity is not in the group.
 */
export async function readEntitySnapshot(tx: Tx, groupId: string, id: string): Promise<Snapshot | null> {
  const entity = await tx.entity.findFirst({
    where: { id, groupId },
    include: {
      parent: { select: { id: true, name: true } },
      entityType: { select: { id: true, name: true } },
      tags: { select: { tag: { select: { id: true, name: true } } } },
      fields: { orderBy: [{ position: "asc" }, { id: "asc" }] },
    },
  });
  if (!entity) return null;
  const snapshot: Record<string, HistoryValue> = {};
  for (const column of TEXT_COLUMNS) snapshot[column] = entity[column];
  for (const column of NUMBER_COLUMNS) snapshot[column] = entity[column];
  for (const column of FLAG_COLUMNS) snapshot[column] = entity[column];
  for (const column of DATE_COLUMNS) snapshot[column] = formatDateOnly(entity[column]) || null;
  for (const column of MONEY_COLUMNS) snapshot[column] = numberFromMinor(entity[column]);
  snapshot.assetId = formatAssetId(entity.assetId) || null;
  snapshot.parent = entity.parent;
  snapshot.entityType = entity.entityType;
  snapshot.tags = entity.tags.map(({ tag }) => tag).sort((a, b) => a.name.localeCompare(b.name));
  for (const field of entity.fields) {
    // Two custom fields may share a name; the later ones get a counter so neither is lost.
    let key = `fields.${field.name}`;
    for (let n = 2; key in snapshot; n += 1) key = `fields.${field.name} (${n})`;
    snapshot[key] = customFieldValue(field);
  }
  return snapshot;
}

function customFieldValue(field: {
  type: string;
  textValue: string;
  numberValue: bigint;
  booleanValue: boolean;
}): HistoryValue {
  if (field.type === "number") return Number(field.numberValue);
  if (field.type === "boolean") return field.booleanValue;
  return field.textValue;
}
