import { z } from "zod";
import { MALFORMED_PARAM, parseTimestamp, trimmedName } from "./common";
import { entityFieldOut } from "./entities";
import { optionalReference, optionalReferenceList, optionalText, referenceList } from "./tags";

export const TEMPLATE_FIELD_TYPES = ["text", "number", "boolean", "time"] as const;
export type TemplateFieldType = (typeof TEMPLATE_FIELD_TYPES)[number];

/** Go's zero time: what HomeBox sends and answers for an unset `timeValue`. */
export const ZERO_TIME = "0001-01-01T00:00:00Z";

export const MAX_TEMPLATE_FIELDS = 100;
const MAX_QUANTITY = 2_147_483_647;

const flag = z
  .boolean({ message: "must be true or false" })
  .nullable()
  .optional()
  .transform((value) => value ?? false);

/** A whole, non-negative count that fits the quantity column. */
export const quantityInput = z
  .number({ message: "must be a number" })
  .int({ message: "must be a whole number" })
  .min(0, { message: "must not be negative" })
  .max(MAX_QUANTITY, { message: `must be at most ${MAX_QUANTITY}` });

/** A custom field's time: absent, null, "" or Go's zero time mean unset; unparsable is a bad request. */
const timeValueInput = z
  .union([z.string(), z.null()], { message: "must be a timestamp" })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value.trim() === "") return null;
    const date = parseTimestamp(value);
    if (!date) {
      ctx.issues.push({
        code: "custom",
        message: "is not a valid date",
        input: value,
        params: MALFORMED_PARAM,
      });
      return z.NEVER;
    }
    return date.getUTCFullYear() <= 1 ? null : date;
  });

export const templateFieldIn = z.object({
  /** null, absent or the zero UUID: a new field. An id that is not one of the template's fields is new too. */
  id: optionalReference,
  name: trimmedName(),
  type: z
    .enum(TEMPLATE_FIELD_TYPES, { message: "must be one of text, number, boolean, time" })
    .nullable()
    .optional()
    .transform((value) => value ?? "text"),
  textValue: optionalText(1000),
  numberValue: z
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .refine(Number.isSafeInteger, { message: "must be a safe integer" })
    .nullable()
    .optional()
    .transform((value) => value ?? 0),
  booleanValue: flag,
  timeValue: timeValueInput,
});
export type TemplateFieldIn = z.infer<typeof templateFieldIn>;

/**
 * Create and PUT take the same body. PUT replaces the whole template: what is absent or null gets
 * its default ("" / 1 / false / none), and `fields` is the complete new list in its new order.
 */
export const templateWrite = z.object({
  name: trimmedName(),
  description: optionalText(1000),
  notes: optionalText(1000),
  defaultName: optionalText(255),
  defaultDescription: optionalText(1000),
  defaultManufacturer: optionalText(255),
  defaultModelNumber: optionalText(255),
  defaultWarrantyDetails: optionalText(1000),
  defaultQuantity: quantityInput
    .nullable()
    .optional()
    .transform((value) => value ?? 1),
  defaultInsured: flag,
  defaultLifetimeWarranty: flag,
  includePurchaseFields: flag,
  includeSoldFields: flag,
  includeWarrantyFields: flag,
  defaultLocationId: optionalReference,
  defaultTagIds: referenceList(),
  fields: z
    .array(templateFieldIn, { message: "must be a list of fields" })
    .max(MAX_TEMPLATE_FIELDS, { message: `must hold at most ${MAX_TEMPLATE_FIELDS} fields` })
    .nullable()
    .optional()
    .transform((fields) => fields ?? []),
});
export type TemplateWrite = z.infer<typeof templateWrite>;

/**
 * HomeBox's v1.EntityTemplateCreateItemRequest. `name` is required (the template's defaultName is a
 * suggestion for the client, not a fallback). Given values win over the template's defaults:
 * `parentId` over its default location, `description` over defaultDescription, `quantity` over
 * defaultQuantity, `tagIds` (even []) over its default tags.
 */
export const createItemRequest = z.object({
  name: trimmedName(),
  description: z
    .union([z.string(), z.null()], { message: "must be a string" })
    .optional()
    .transform((value) => value ?? undefined)
    .pipe(z.string().max(1000, { message: "must be at most 1000 characters" }).optional()),
  parentId: optionalReference,
  entityTypeId: optionalReference,
  quantity: quantityInput
    .nullable()
    .optional()
    .transform((value) => value ?? undefined),
  tagIds: optionalReferenceList(),
});
export type CreateItemRequest = z.infer<typeof createItemRequest>;

/** A template field is an entity field plus a time value (HomeBox's repo.TemplateField). */
export const templateFieldOut = entityFieldOut.extend({ timeValue: z.string() });
export type TemplateFieldOut = z.infer<typeof templateFieldOut>;

export const templateSummaryOut = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TemplateSummaryOut = z.infer<typeof templateSummaryOut>;

export const templateOut = templateSummaryOut.extend({
  notes: z.string(),
  defaultName: z.string(),
  defaultDescription: z.string(),
  defaultManufacturer: z.string(),
  defaultModelNumber: z.string(),
  defaultWarrantyDetails: z.string(),
  defaultQuantity: z.number(),
  defaultInsured: z.boolean(),
  defaultLifetimeWarranty: z.boolean(),
  includePurchaseFields: z.boolean(),
  includeSoldFields: z.boolean(),
  includeWarrantyFields: z.boolean(),
  defaultLocation: z.object({ id: z.string(), name: z.string() }).nullable(),
  defaultTags: z.array(z.object({ id: z.string(), name: z.string() })),
  fields: z.array(templateFieldOut),
});
export type TemplateOut = z.infer<typeof templateOut>;
