import type { PickedEntity } from "@/components/pickers/entity-picker";
import { ZERO_TIME, type TemplateFieldType, type TemplateOut } from "@/lib/schemas/templates";

/** One custom field as the form edits it: numbers and dates stay text until the form is sent. */
export type FieldRow = {
  /** Local key for React; a saved field's id is `id`. */
  key: string;
  id: string | null;
  name: string;
  type: TemplateFieldType;
  textValue: string;
  numberValue: string;
  booleanValue: boolean;
  /** yyyy-mm-dd or "". */
  timeValue: string;
};

export type TemplateValues = {
  name: string;
  description: string;
  defaultName: string;
  defaultDescription: string;
  defaultQuantity: string;
  defaultManufacturer: string;
  defaultModelNumber: string;
  defaultInsured: boolean;
  location: PickedEntity | null;
  tagIds: string[];
  fields: FieldRow[];
  /** Kept as loaded: the form does not edit these, and PUT would reset what is left out. */
  kept: Pick<
    TemplateOut,
    | "notes"
    | "defaultWarrantyDetails"
    | "defaultLifetimeWarranty"
    | "includePurchaseFields"
    | "includeSoldFields"
    | "includeWarrantyFields"
  >;
};

let nextKey = 0;
export const newFieldKey = () => `field-${++nextKey}`;

export function emptyField(): FieldRow {
  return {
    key: newFieldKey(),
    id: null,
    name: "",
    type: "text",
    textValue: "",
    numberValue: "",
    booleanValue: false,
    timeValue: "",
  };
}

export function emptyTemplateValues(): TemplateValues {
  return {
    name: "",
    description: "",
    defaultName: "",
    defaultDescription: "",
    defaultQuantity: "1",
    defaultManufacturer: "",
    defaultModelNumber: "",
    defaultInsured: false,
    location: null,
    tagIds: [],
    fields: [],
    kept: {
      notes: "",
      defaultWarrantyDetails: "",
      defaultLifetimeWarranty: false,
      includePurchaseFields: false,
      includeSoldFields: false,
      includeWarrantyFields: false,
    },
  };
}

function asFieldType(type: string): TemplateFieldType {
  return type === "number" || type === "boolean" || type === "time" ? type : "text";
}

export function templateValues(template: TemplateOut): TemplateValues {
  return {
    name: template.name,
    description: template.description,
    defaultName: template.defaultName,
    defaultDescription: template.defaultDescription,
    defaultQuantity: String(template.defaultQuantity),
    defaultManufacturer: template.defaultManufacturer,
    defaultModelNumber: template.defaultModelNumber,
    defaultInsured: template.defaultInsured,
    location: template.defaultLocation,
    tagIds: template.defaultTags.map((tag) => tag.id),
    fields: template.fields.map((field) => ({
      key: newFieldKey(),
      id: field.id,
      name: field.name,
      type: asFieldType(field.type),
      textValue: field.textValue,
      numberValue: String(field.numberValue),
      booleanValue: field.booleanValue,
      timeValue: field.timeValue && field.timeValue !== ZERO_TIME ? field.timeValue.slice(0, 10) : "",
    })),
    kept: {
      notes: template.notes,
      defaultWarrantyDetails: template.defaultWarrantyDetails,
      defaultLifetimeWarranty: template.defaultLifetimeWarranty,
      includePurchaseFields: template.includePurchaseFields,
      includeSoldFields: template.includeSoldFields,
      includeWarrantyFields: template.includeWarrantyFields,
    },
  };
}

/** Text that should be a number: "" is "not given" (null), anything else goes as typed for zod to judge. */
function numberOrNull(text: string): number | null {
  return text.trim() === "" ? null : Number(text);
}

/** The body for the API's templateWrite schema (the form checks it with that schema first). */
export function templateInput(values: TemplateValues) {
  return {
    ...values.kept,
    name: values.name,
    description: values.description,
    defaultName: values.defaultName,
    defaultDescription: values.defaultDescription,
    defaultQuantity: numberOrNull(values.defaultQuantity),
    defaultManufacturer: values.defaultManufacturer,
    defaultModelNumber: values.defaultModelNumber,
    defaultInsured: values.defaultInsured,
    defaultLocationId: values.location?.id ?? null,
    defaultTagIds: values.tagIds,
    fields: values.fields.map((field) => ({
      id: field.id,
      name: field.name,
      type: field.type,
      textValue: field.textValue,
      numberValue: numberOrNull(field.numberValue),
      booleanValue: field.booleanValue,
      timeValue: field.timeValue ? `${field.timeValue}T00:00:00Z` : null,
    })),
  };
}
