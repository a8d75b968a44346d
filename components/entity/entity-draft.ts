import type { PickedEntity } from "@/components/pickers/entity-picker";
import type { EntityOut } from "@/lib/schemas/entities";
import { FIELD_TYPES } from "@/lib/schemas/entities";
import type { TemplateOut } from "@/lib/schemas/templates";
import { decimalFromInput } from "@/lib/i18n/decimal-input";

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

/** The editor's state: inputs as strings (as typed), converted to the API body only on submit. */
export type EntityDraft = {
  name: string;
  description: string;
  quantity: string;
  parent: PickedEntity | null;
  entityTypeId: string;
  tagIds: string[];
  archived: boolean;
  insured: boolean;
  serialNumber: string;
  modelNumber: string;
  manufacturer: string;
  notes: string;
  lifetimeWarranty: boolean;
  warrantyExpires: string;
  warrantyDetails: string;
  purchaseDate: string;
  purchaseFrom: string;
  purchasePrice: string;
  soldDate: string;
  soldTo: string;
  soldPrice: string;
  soldNotes: string;
  syncChildEntityLocations: boolean;
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

export const emptyDraft: EntityDraft = {
  name: "",
  description: "",
  quantity: "1",
  parent: null,
  entityTypeId: "",
  tagIds: [],
  archived: false,
  insured: false,
  serialNumber: "",
  modelNumber: "",
  manufacturer: "",
  notes: "",
  lifetimeWarranty: false,
  warrantyExpires: "",
  warrantyDetails: "",
  purchaseDate: "",
  purchaseFrom: "",
  purchasePrice: "",
  soldDate: "",
  soldTo: "",
  soldPrice: "",
  soldNotes: "",
  syncChildEntityLocations: false,
  fields: [],
};

export function draftFromEntity(entity: EntityOut): EntityDraft {
  return {
    name: entity.name,
    description: entity.description,
    quantity: String(entity.quantity),
    parent: entity.parent ? { id: entity.parent.id, name: entity.parent.name } : null,
    entityTypeId: entity.entityType?.id ?? "",
    tagIds: entity.tags.map((tag) => tag.id),
    archived: entity.archived,
    insured: entity.insured,
    serialNumber: entity.serialNumber,
    modelNumber: entity.modelNumber,
    manufacturer: entity.manufacturer,
    notes: entity.notes,
    lifetimeWarranty: entity.lifetimeWarranty,
    warrantyExpires: entity.warrantyExpires.slice(0, 10),
    warrantyDetails: entity.warrantyDetails,
    purchaseDate: entity.purchaseDate.slice(0, 10),
    purchaseFrom: entity.purchaseFrom,
    purchasePrice: amount(entity.purchasePrice),
    soldDate: entity.soldDate.slice(0, 10),
    soldTo: entity.soldTo,
    soldPrice: amount(entity.soldPrice),
    soldNotes: entity.soldNotes,
    syncChildEntityLocations: entity.syncChildEntityLocations,
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

/**
 * The PUT /v1/entities/{id} body (a full replace) for the draft, before validation: the caller
 * runs it through the API's own schema (entityUpdate, and entityCreate for the create call).
 */
export function bodyFromDraft(draft: EntityDraft) {
  return {
    name: draft.name,
    description: draft.description,
    quantity: numberOrAbsent(draft.quantity),
    parentId: draft.parent?.id ?? "",
    entityTypeId: draft.entityTypeId,
    tagIds: draft.tagIds,
    archived: draft.archived,
    insured: draft.insured,
    serialNumber: draft.serialNumber,
    modelNumber: draft.modelNumber,
    manufacturer: draft.manufacturer,
    notes: draft.notes,
    lifetimeWarranty: draft.lifetimeWarranty,
    warrantyExpires: draft.warrantyExpires,
    warrantyDetails: draft.warrantyDetails,
    purchaseDate: draft.purchaseDate,
    purchaseFrom: draft.purchaseFrom,
    purchasePrice: amountOrAbsent(draft.purchasePrice),
    soldDate: draft.soldDate,
    soldTo: draft.soldTo,
    soldPrice: amountOrAbsent(draft.soldPrice),
    soldNotes: draft.soldNotes,
    syncChildEntityLocations: draft.syncChildEntityLocations,
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
