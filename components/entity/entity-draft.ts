import type { PickedEntity } from "@/components/pickers/entity-picker";
import type { EntityOut } from "@/lib/schemas/entities";
import { FIELD_TYPES } from "@/lib/schemas/entities";
import type { TemplateOut } from "@/lib/schemas/templates";
import { decimalFromInput } from "@/lib/i18n/decimal-input";
import {
  mapEntityFields,
  type EntityFieldName,
  type EntityFieldSpec,
  type KindOf,
} from "@/lib/entities/value-fields";

export type FieldType = (typeof FIELD_TYPES)[number];

/** A custom field as the editor holds it: every value as typed, all types kept while switching. */
export type FieldDraft = {
  /** Stable React key, also for fields not saved yet. */
  key: string;
  /** The stored field's id; null for a new one. */
  id: string | null;
  name: string;
  type: FieldType;
  textValue: string;
  numberValue: string;
  booleanValue: boolean;
};

/** How the editor holds each kind of field (value-fields.ts): inputs as typed, flags as flags. */
type DraftByKind = {
  text: string;
  longText: string;
  number: string;
  money: string;
  date: string;
  boolean: boolean;
};

/** The editor's state: inputs as strings (as typed), converted to the API body only on submit. */
export type EntityDraft = { [N in EntityFieldName]: DraftByKind[KindOf<N>] } & {
  parent: PickedEntity | null;
  entityTypeId: string;
  tagIds: string[];
  fields: FieldDraft[];
};

/**
 * Keys only need to be unique within one form, but drafts are made on the server (prefills) and
 * in the browser (added fields), so a counter alone would repeat: add randomness.
 */
export function newFieldKey(): string {
  return `new-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
}

export function newField(name = "", textValue = ""): FieldDraft {
  return {
    key: newFieldKey(),
    id: null,
    name,
    type: "text",
    textValue,
    numberValue: "",
    booleanValue: false,
  };
}

function fieldType(type: string): FieldType {
  return (FIELD_TYPES as readonly string[]).includes(type) ? (type as FieldType) : "text";
}

const amount = (value: number) => (value ? String(value) : "");

/** A new entity's field as the editor starts it: empty, or the field's starting value (quantity 1). */
const newDraftValue = (field: EntityFieldSpec) =>
  field.kind === "boolean" ? false : field.initial !== undefined ? String(field.initial) : "";

export const emptyDraft: EntityDraft = {
  ...(mapEntityFields(newDraftValue) as Pick<EntityDraft, EntityFieldName>),
  parent: null,
  entityTypeId: "",
  tagIds: [],
  fields: [],
};

/** A field's value of an entity as the editor shows it. */
function draftValue(field: EntityFieldSpec, value: unknown): string | boolean {
  switch (field.kind) {
    case "number":
      // Cairn's own fields come only with `withStock` (lib/entities/get-entity.ts).
      return value === undefined ? "" : String(value);
    case "money":
      return amount(value as number);
    case "date":
      return (value as string).slice(0, 10);
    default:
      return (value ?? "") as string | boolean;
  }
}

export function draftFromEntity(entity: EntityOut): EntityDraft {
  return {
    ...(mapEntityFields((field) => draftValue(field, entity[field.name])) as Pick<
      EntityDraft,
      EntityFieldName
    >),
    parent: entity.parent ? { id: entity.parent.id, name: entity.parent.name } : null,
    entityTypeId: entity.entityType?.id ?? "",
    tagIds: entity.tags.map((tag) => tag.id),
    fields: entity.fields.map((field) => ({
      key: field.id,
      id: field.id,
      name: field.name,
      type: fieldType(field.type),
      textValue: field.textValue,
      numberValue: String(field.numberValue),
      booleanValue: field.booleanValue,
    })),
  };
}

/** The starting values a template gives a new entity (its custom fields become new fields). */
export function draftFromTemplate(template: TemplateOut): EntityDraft {
  return {
    ...emptyDraft,
    name: template.defaultName,
    description: template.defaultDescription,
    manufacturer: template.defaultManufacturer,
    modelNumber: template.defaultModelNumber,
    warrantyDetails: template.defaultWarrantyDetails,
    quantity: String(template.defaultQuantity),
    insured: template.defaultInsured,
    lifetimeWarranty: template.defaultLifetimeWarranty,
    parent: template.defaultLocation,
    tagIds: template.defaultTags.map((tag) => tag.id),
    fields: template.fields.map((field) => ({
      key: newFieldKey(),
      id: null,
      name: field.name,
      type: fieldType(field.type),
      textValue: field.type === "time" ? field.timeValue.slice(0, 10) : field.textValue,
      numberValue: String(field.numberValue),
      booleanValue: field.booleanValue,
    })),
  };
}

/** "" is "not given"; anything else becomes a number (NaN included, so the schema reports it). */
function numberOrAbsent(value: string): number | undefined {
  const trimmed = value.trim();
  return trimmed === "" ? undefined : Number(trimmed);
}

/** A price as typed in the reader's language ("1.142,80"): the decimal mark may be a comma. */
function amountOrAbsent(value: string): number | undefined {
  const trimmed = value.trim();
  return trimmed === "" ? undefined : Number(decimalFromInput(trimmed));
}

function fieldBody(field: FieldDraft) {
  const base = { id: field.id, name: field.name, type: field.type };
  if (field.type === "number") return { ...base, numberValue: numberOrAbsent(field.numberValue) ?? 0 };
  if (field.type === "boolean") return { ...base, booleanValue: field.booleanValue };
  // A time field keeps its calendar day in textValue: the entity API has no timeValue.
  return { ...base, textValue: field.textValue };
}

/** What the body carries of each kind of field: numbers as numbers, "" as absent. */
type BodyByKind = {
  text: string;
  longText: string;
  number: number | undefined;
  money: number | undefined;
  date: string;
  boolean: boolean;
};

function bodyValue(field: EntityFieldSpec, value: string | boolean) {
  // A PUT keeps Cairn's own fields when absent (value-fields.ts): an emptied one is sent as 0.
  if (field.kind === "number") return numberOrAbsent(value as string) ?? (field.cairn ? 0 : undefined);
  if (field.kind === "money") return amountOrAbsent(value as string);
  return value;
}

/**
 * The PUT /v1/entities/{id} body (a full replace) for the draft, before validation: the caller
 * runs it through the API's own schema (entityUpdate, and entityCreate for the create call).
 */
export function bodyFromDraft(draft: EntityDraft) {
  return {
    ...(mapEntityFields((field) => bodyValue(field, draft[field.name])) as {
      [N in EntityFieldName]: BodyByKind[KindOf<N>];
    }),
    parentId: draft.parent?.id ?? "",
    entityTypeId: draft.entityTypeId,
    tagIds: draft.tagIds,
    fields: draft.fields.map(fieldBody),
  };
}
export type EntityBody = ReturnType<typeof bodyFromDraft>;

/** The POST /v1/entities body: only the keys create reads (the rest follows in a PUT). */
export function createBodyFromDraft(draft: EntityDraft) {
  const body = bodyFromDraft(draft);
  return {
    name: body.name,
    description: body.description,
    quantity: body.quantity,
    parentId: body.parentId,
    entityTypeId: body.entityTypeId,
    modelNumber: body.modelNumber,
    manufacturer: body.manufacturer,
    tagIds: body.tagIds,
  };
}
