import type { TenantContext } from "@/lib/auth/principal";
import { db, type Tx } from "@/lib/db/client";
import { invalidField } from "@/lib/errors/domain-error";
import type { EntityFieldOut } from "@/lib/schemas/entities";
import { FIELD_TYPES } from "@/lib/schemas/entities";

export type FieldType = (typeof FIELD_TYPES)[number];

/** A custom field as domain callers give it; `id` null (or absent) makes a new one. */
export type EntityFieldValues = {
  id?: string | null;
  name: string;
  type?: FieldType;
  textValue?: string;
  numberValue?: number;
  booleanValue?: boolean;
};

function fieldColumns(field: EntityFieldValues, position: number, index: number) {
  const name = field.name.trim();
  if (name.length === 0) throw invalidField(`fields.${index}.name`, "is required");
  if (name.length > 255) throw invalidField(`fields.${index}.name`, "must be at most 255 characters");
  const type = field.type ?? "text";
  if (!FIELD_TYPES.includes(type))
    throw invalidField(`fields.${index}.type`, "must be one of text, number, boolean, time");
  const numberValue = field.numberValue ?? 0;
  if (!Number.isSafeInteger(numberValue))
    throw invalidField(`fields.${index}.numberValue`, "must be a safe integer");
  return {
    position,
    name,
    type,
    textValue: field.textValue ?? "",
    numberValue: BigInt(numberValue),
    booleanValue: field.booleanValue ?? false,
  };
}

/**
 * Makes the entity's custom fields exactly `fields`, in that order: a field without id is created,
 * a known id is updated, a field not listed is deleted. An id that is not one of this entity's
 * fields is refused (422) rather than silently creating or touching someone else's field.
 * Runs inside the caller's transaction.
 */
export async function replaceEntityFields(
  tx: Tx,
  ctx: TenantContext,
  entityId: string,
  fields: EntityFieldValues[],
): Promise<void> {
  const existing = await tx.entityField.findMany({
    where: { groupId: ctx.groupId, entityId },
    select: { id: true },
  });
  const known = new Set(existing.map((field) => field.id));
  const kept = new Set<string>();
  fields.forEach((field, index) => {
    if (!field.id) return;
    if (!known.has(field.id)) throw invalidField(`fields.${index}.id`, "is not a field of this item");
    if (kept.has(field.id)) throw invalidField(`fields.${index}.id`, "is listed twice");
    kept.add(field.id);
  });
  const removed = [...known].filter((id) => !kept.has(id));
  if (removed.length > 0)
    await tx.entityField.deleteMany({ where: { groupId: ctx.groupId, entityId, id: { in: removed } } });
  const created = [];
  for (const [index, field] of fields.entries()) {
    const columns = fieldColumns(field, index, index);
    if (field.id) {
      await tx.entityField.update({ where: { id: field.id }, data: columns });
    } else {
      created.push({ ...columns, groupId: ctx.groupId, entityId });
    }
  }
  if (created.length > 0) await tx.entityField.createMany({ data: created });
}

/** New custom fields for a new entity (create, duplicate, templates). */
export async function createEntityFields(
  tx: Tx,
  ctx: TenantContext,
  entityId: string,
  fields: EntityFieldValues[],
): Promise<void> {
  if (fields.length === 0) return;
  await tx.entityField.createMany({
    data: fields.map((field, index) => ({
      ...fieldColumns(field, index, index),
      groupId: ctx.groupId,
      entityId,
    })),
  });
}

type FieldRow = {
  id: string;
  type: string;
  name: string;
  textValue: string;
  numberValue: bigint;
  booleanValue: boolean;
};

export function toEntityFieldOut(field: FieldRow): EntityFieldOut {
  return {
    id: field.id,
    type: field.type,
    name: field.name,
    textValue: field.textValue,
    numberValue: Number(field.numberValue),
    booleanValue: field.booleanValue,
  };
}

/** Distinct custom field names used in the group, sorted. */
export async function listFieldNames(ctx: TenantContext): Promise<string[]> {
  const rows = await db().entityField.groupBy({
    by: ["name"],
    where: { groupId: ctx.groupId },
    orderBy: { name: "asc" },
  });
  return rows.map((row) => row.name);
}

/** Distinct text values of the custom field `name` in the group, sorted. */
export async function listFieldValues(ctx: TenantContext, name: string): Promise<string[]> {
  const rows = await db().entityField.groupBy({
    by: ["textValue"],
    where: { groupId: ctx.groupId, name },
    orderBy: { textValue: "asc" },
  });
  return rows.map((row) => row.textValue);
}
