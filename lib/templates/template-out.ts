import {
  ZERO_TIME,
  type TemplateFieldOut,
  type TemplateOut,
  type TemplateSummaryOut,
} from "@/lib/schemas/templates";
import { sortByName } from "@/lib/tags/name-order";

type SummaryRow = { id: string; name: string; description: string; createdAt: Date; updatedAt: Date };

export type TemplateFieldRow = {
  id: string;
  type: string;
  name: string;
  textValue: string;
  numberValue: bigint;
  booleanValue: boolean;
  timeValue: Date | null;
};

export type TemplateRow = SummaryRow & {
  notes: string;
  defaultName: string;
  defaultDescription: string;
  defaultManufacturer: string;
  defaultModelNumber: string;
  defaultWarrantyDetails: string;
  defaultQuantity: number;
  defaultInsured: boolean;
  defaultLifetimeWarranty: boolean;
  includePurchaseFields: boolean;
  includeSoldFields: boolean;
  includeWarrantyFields: boolean;
  defaultLocation: { id: string; name: string } | null;
  defaultTags: { tag: { id: string; name: string } }[];
  /** Already in position order. */
  fields: TemplateFieldRow[];
};

export function toTemplateSummary(template: SummaryRow): TemplateSummaryOut {
  return {
    id: template.id,
    name: template.name,
    description: template.description,
    createdAt: template.createdAt.toISOString(),
    updatedAt: template.updatedAt.toISOString(),
  };
}

/** HomeBox's TemplateField; an unset time is Go's zero time, as HomeBox answers it. */
export function toTemplateFieldOut(field: TemplateFieldRow): TemplateFieldOut {
  return {
    id: field.id,
    type: field.type,
    name: field.name,
    textValue: field.textValue,
    numberValue: Number(field.numberValue),
    booleanValue: field.booleanValue,
    timeValue: field.timeValue ? field.timeValue.toISOString() : ZERO_TIME,
  };
}

/** HomeBox's EntityTemplateOut: `defaultLocation` is null when unset (not omitted), tags by name. */
export function toTemplateOut(template: TemplateRow): TemplateOut {
  return {
    ...toTemplateSummary(template),
    notes: template.notes,
    defaultName: template.defaultName,
    defaultDescription: template.defaultDescription,
    defaultManufacturer: template.defaultManufacturer,
    defaultModelNumber: template.defaultModelNumber,
    defaultWarrantyDetails: template.defaultWarrantyDetails,
    defaultQuantity: template.defaultQuantity,
    defaultInsured: template.defaultInsured,
    defaultLifetimeWarranty: template.defaultLifetimeWarranty,
    includePurchaseFields: template.includePurchaseFields,
    includeSoldFields: template.includeSoldFields,
    includeWarrantyFields: template.includeWarrantyFields,
    defaultLocation: template.defaultLocation
      ? { id: template.defaultLocation.id, name: template.defaultLocation.name }
      : null,
    defaultTags: sortByName(template.defaultTags.map(({ tag }) => tag)).map(({ id, name }) => ({ id, name })),
    fields: template.fields.map(toTemplateFieldOut),
  };
}
