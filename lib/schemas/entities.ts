import { z } from "zod";
import { loanFilterOf } from "./loans";
import { MAX_MONEY } from "@/lib/money";
import {
  MAX_QUANTITY,
  mapEntityFields,
  type EntityFieldKind,
  type EntityFieldName,
  type KindOf,
} from "@/lib/entities/value-fields";
import { MALFORMED_PARAM, dateOnlyInput, trimmedName, uuid, ZERO_UUID } from "./common";
import { entityTypeSummaryOut } from "./entity-types";
import { tagSummaryOut } from "./tags";
import { MAX_EXPORT_IDS } from "./export-limits";
import { ENTITY_ORDERS, ORDER_DIRECTIONS, type EntityOrder, type OrderDirection } from "./entity-order";

// ---------------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------------

export { MAX_QUANTITY };

const text = (max?: number) =>
  max === undefined
    ? z.string({ message: "must be a string" })
    : z.string({ message: "must be a string" }).max(max, { message: `must be at most ${max} characters` });

const quantity = z
  .number({ message: "must be a number" })
  .int({ message: "must be a whole number" })
  .min(0, { message: "must not be negative" })
  .max(MAX_QUANTITY, { message: `must be at most ${MAX_QUANTITY}` });

const price = z
  .number({ message: "must be a number" })
  .min(0, { message: "must not be negative" })
  .max(MAX_MONEY, { message: `must be at most ${MAX_MONEY}` });

/**
 * A reference that may be cleared: a UUID; `""` or the zero UUID mean "none" (null), as HomeBox
 * clients send them. Absent stays undefined.
 */
const clearableReference = z
  .union([uuid, z.literal(""), z.literal(ZERO_UUID)])
  .transform((value) => (value === "" || value === ZERO_UUID ? null : value));

const tagIds = z
  .array(uuid, { message: "must be an array of UUIDs" })
  .max(500, { message: "must hold at most 500 tags" });

export const FIELD_TYPES = ["text", "number", "boolean", "time"] as const;

export const entityFieldInput = z.object({
  /** Absent, null, "" or the zero UUID create a new field; a known id updates that field. */
  id: z
    .union([uuid, z.literal(""), z.null()])
    .optional()
    .transform((value) => (!value || value === ZERO_UUID ? null : value)),
  name: trimmedName(255),
  type: z
    .enum(FIELD_TYPES, { message: "must be one of text, number, boolean, time" })
    .optional()
    .default("text"),
  textValue: z
    .union([text(), z.null()])
    .optional()
    .transform((value) => value ?? ""),
  numberValue: z
    .union([
      z
        .number({ message: "must be a number" })
        .int({ message: "must be a whole number" })
        .refine(Number.isSafeInteger, { message: "must be a safe integer" }),
      z.null(),
    ])
    .optional()
    .transform((value) => value ?? 0),
  booleanValue: z
    .union([z.boolean({ message: "must be a boolean" }), z.null()])
    .optional()
    .transform((value) => value ?? false),
});
export type EntityFieldInput = z.infer<typeof entityFieldInput>;

/** Drops keys whose value is null: for entities, null and absent mean the same (docs/homebox-compatibility.md). */
function withoutNullKeys(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== null));
}

const flag = z.boolean({ message: "must be a boolean" });

/** The input schema of each kind of field (value-fields.ts); `max` is a text's length limit. */
const inputOfKind = {
  text: (max?: number) => text(max),
  longText: (max?: number) => text(max),
  number: () => quantity,
  money: () => price,
  date: () => dateOnlyInput,
  boolean: () => flag,
};
type InputOfKind<K extends EntityFieldKind> = ReturnType<(typeof inputOfKind)[K]>;
const valueInputs = mapEntityFields((field) => inputOfKind[field.kind](field.max)) as {
  [N in EntityFieldName]: InputOfKind<KindOf<N>>;
};

// The name is trimmed and required; the references follow the quantity, as HomeBox lists them.
const { name: _name, description, quantity: quantityInput, ...laterValues } = valueInputs;

/** Every editable field of an entity; each optional, null treated as absent. */
const entityFieldsShape = {
  name: trimmedName(255),
  description,
  quantity: quantityInput,
  parentId: clearableReference,
  entityTypeId: clearableReference,
  tagIds,
  assetId: z.union([z.string(), z.number()]),
  ...laterValues,
  fields: z
    .array(entityFieldInput, { message: "must be an array" })
    .max(500, { message: "must hold at most 500 fields" }),
};

/** POST /v1/entities: the fields HomeBox's EntityCreate reads. */
export const entityCreate = z.preprocess(
  withoutNullKeys,
  z.object({
    name: entityFieldsShape.name,
    description: entityFieldsShape.description.optional(),
    quantity: quantity.optional(),
    parentId: clearableReference.optional(),
    entityTypeId: clearableReference.optional(),
    modelNumber: text(255).optional(),
    manufacturer: text(255).optional(),
    tagIds: tagIds.optional(),
  }),
);
export type EntityCreateBody = z.infer<typeof entityCreate>;

const optionalEntityFields = z.object(entityFieldsShape).partial();

/** PUT /v1/entities/{id}: a full replace; what is absent (or null) is cleared, except the type. */
export const entityUpdate = z.preprocess(
  withoutNullKeys,
  optionalEntityFields.extend({ name: entityFieldsShape.name }),
);
export type EntityUpdateBody = z.infer<typeof entityUpdate>;

/** PATCH /v1/entities/{id}: only the keys given change; null leaves a key as it is. */
export const entityPatch = z.preprocess(
  withoutNullKeys,
  optionalEntityFields.omit({ fields: true, assetId: true }),
);
export type EntityPatchBody = z.infer<typeof entityPatch>;

export const duplicateOptions = z.preprocess(
  withoutNullKeys,
  z.object({
    copyMaintenance: z.boolean({ message: "must be a boolean" }).optional().default(false),
    copyAttachments: z.boolean({ message: "must be a boolean" }).optional().default(false),
    copyCustomFields: z.boolean({ message: "must be a boolean" }).optional().default(false),
    // HomeBox applies the default to an empty prefix too.
    copyPrefix: text(255)
      .optional()
      .transform((value) => (value ? value : "Copy of ")),
  }),
);
export type DuplicateOptions = z.infer<typeof duplicateOptions>;

// --- query strings -------------------------------------------------------------------------------

function badQuery(ctx: z.RefinementCtx, value: unknown, message: string) {
  ctx.issues.push({ code: "custom", message, input: value, params: MALFORMED_PARAM });
  return z.NEVER;
}

/** A query flag: true/false/1/0/on/off/yes/no; empty counts as absent; anything else is a bad request. */
export const queryFlag = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((raw, ctx) => {
    const value = (Array.isArray(raw) ? raw[raw.length - 1] : raw)?.trim().toLowerCase();
    if (value === undefined || value === "") return undefined;
    if (["true", "1", "on", "yes"].includes(value)) return true;
    if (["false", "0", "off", "no"].includes(value)) return false;
    return badQuery(ctx, raw, "must be true or false");
  });

const queryInteger = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((raw, ctx) => {
    const value = (Array.isArray(raw) ? raw[raw.length - 1] : raw)?.trim();
    if (value === undefined || value === "") return undefined;
    if (!/^-?\d{1,9}$/.test(value)) return badQuery(ctx, raw, "must be a whole number");
    return Number(value);
  });

const queryString = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((raw) => (Array.isArray(raw) ? raw[raw.length - 1] : raw));

/**
 * A repeatable query key, given at most `max` times: each value becomes a condition of one
 * statement, and a few hundred of them overflow the database's expression limits (a 500).
 */
const queryList = (max: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((raw) =>
      (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]).filter((value) => value !== ""),
    )
    .refine((values) => values.length <= max, { message: `at most ${max} values` });

const queryUuidList = (max: number) =>
  queryList(max).transform((values, ctx) => {
    for (const value of values) {
      if (!uuid.safeParse(value).success) return badQuery(ctx, value, "must be a UUID");
    }
    return [...new Set(values)];
  });

/** The most `fields=` filters one list request may give (each is an OR of the custom-field match). */
export const MAX_FIELD_FILTERS = 20;
/** The most ids one list request may give in each of `tags`, `parentIds` and `entityTypeIds`. */
export const MAX_ID_FILTERS = 100;

export { ENTITY_ORDERS, ORDER_DIRECTIONS, type EntityOrder, type OrderDirection };

/** The most entities one list answer carries, paged or not. */
export const MAX_PAGE_SIZE = 1000;

const entityListObject = z.object({
  q: queryString,
  page: queryInteger,
  pageSize: queryInteger,
  tags: queryUuidList(MAX_ID_FILTERS),
  negateTags: queryFlag,
  parentIds: queryUuidList(MAX_ID_FILTERS),
  /**
   * Cairn: `parentIds` matches everything below the given entities, at any depth (in their
   * sub-locations and inside items), not only their direct children as in HomeBox.
   */
  descendants: queryFlag,
  /** Cairn: locations listed carry `nestedItemCount` (what they hold all the way down). */
  withNestedTotals: queryFlag,
  /** Cairn: only entities of these types (repeatable, OR); HomeBox has no such filter. */
  entityTypeIds: queryUuidList(MAX_ID_FILTERS),
  fields: queryList(MAX_FIELD_FILTERS),
  isLocation: queryFlag,
  filterChildren: queryFlag,
  includeArchived: queryFlag,
  onlyWithPhoto: queryFlag,
  onlyWithoutPhoto: queryFlag,
  orderBy: queryString,
  /**
   * Cairn: `asc` or `desc`. Given, it overrides the order's usual direction and, for a search,
   * replaces the best-match ranking by the order alone.
   */
  orderDir: queryString,
  /** Cairn: the answer carries `totals` of every entry the filters match, not only the page's. */
  withTotals: queryFlag,
  /** Cairn: each entry carries `path`, its ancestors from the root down to its parent. */
  withPath: queryFlag,
  /** Cairn: `out` = only items lent out now, `overdue` = only items with an overdue loan (lib/loans). */
  loans: queryString,
  /** Cairn: each entry carries its consumable fields, `minQuantity` and `unit` (lib/stock). */
  withStock: queryFlag,
});

type EntityListObject = z.infer<typeof entityListObject>;

function toListQuery(query: EntityListObject) {
  return {
    q: query.q?.trim() ?? "",
    page: query.page,
    pageSize: query.pageSize,
    tagIds: query.tags,
    negateTags: query.negateTags ?? false,
    parentIds: query.parentIds,
    descendants: query.descendants ?? false,
    withNestedTotals: query.withNestedTotals ?? false,
    entityTypeIds: query.entityTypeIds,
    // "Name=Value"; the first "=" splits, a value without one is ignored (as HomeBox does).
    fields: query.fields.flatMap((pair) => {
      const at = pair.indexOf("=");
      return at < 0 ? [] : [{ name: pair.slice(0, at), value: pair.slice(at + 1) }];
    }),
    isLocation: query.isLocation ?? false,
    filterChildren: query.filterChildren ?? false,
    includeArchived: query.includeArchived ?? false,
    onlyWithPhoto: query.onlyWithPhoto ?? false,
    onlyWithoutPhoto: query.onlyWithoutPhoto ?? false,
    orderBy: (ENTITY_ORDERS as readonly string[]).includes(query.orderBy ?? "")
      ? (query.orderBy as EntityOrder)
      : "name",
    orderDir: (ORDER_DIRECTIONS as readonly string[]).includes(query.orderDir ?? "")
      ? (query.orderDir as OrderDirection)
      : null,
    withTotals: query.withTotals ?? false,
    withPath: query.withPath ?? false,
    loans: loanFilterOf(query.loans),
    withStock: query.withStock ?? false,
  };
}

export const entityListQuery = entityListObject.transform(toListQuery);

export type EntityListQuery = z.infer<typeof entityListQuery>;

export { MAX_EXPORT_IDS };

/** The list's keys: given any of them, the export holds what the list would show (all pages). */
const LIST_FILTER_KEYS = [
  "q",
  "tags",
  "parentIds",
  "entityTypeIds",
  "fields",
  "isLocation",
  "filterChildren",
  "includeArchived",
  "onlyWithPhoto",
  "onlyWithoutPhoto",
  "loans",
] as const;

/**
 * Cairn, `GET /v1/entities/export`: without a key, every item (as HomeBox); with `ids`, those
 * entries; with any of the list's filters, every item the list would show with them.
 */
export const entityExportQuery = entityListObject
  .extend({ ids: queryUuidList(MAX_EXPORT_IDS) })
  .transform((query) => ({
    ...toListQuery(query),
    ids: query.ids,
    filtered: LIST_FILTER_KEYS.some((key) => {
      const value = query[key];
      return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== "";
    }),
  }));
export type EntityExportQuery = z.infer<typeof entityExportQuery>;

export const pageQuery = z.object({ page: queryInteger, pageSize: queryInteger });
export type PageQuery = z.infer<typeof pageQuery>;

export const entityTreeQuery = z.object({ withItems: queryFlag.transform((value) => value ?? false) });

export const fieldValuesQuery = z.object({
  field: z
    .union([z.string(), z.array(z.string())], { message: "is required" })
    .transform((raw) => (Array.isArray(raw) ? raw[raw.length - 1]! : raw))
    .pipe(z.string().min(1, { message: "is required" })),
});

/** `GET /v1/entities/{id}`: Cairn's `withStock=true` adds the consumable fields (minQuantity, unit). */
export const entityGetQuery = z.object({ withStock: queryFlag.transform((value) => value ?? false) });

export const assetParams = z.object({ id: z.string().max(32) });

// ---------------------------------------------------------------------------------------------
// Outputs (HomeBox's repo.EntitySummary, repo.EntityOut and friends)
// ---------------------------------------------------------------------------------------------

const summaryFields = {
  id: z.string(),
  assetId: z.string(),
  name: z.string(),
  description: z.string(),
  quantity: z.number(),
  insured: z.boolean(),
  archived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  purchasePrice: z.number(),
  entityType: entityTypeSummaryOut.optional(),
  tags: z.array(tagSummaryOut),
  imageId: z.string().optional(),
  thumbnailId: z.string().optional(),
  soldDate: z.string(),
  /** Locations only: the summed quantity of their direct, non-archived items. */
  itemCount: z.number().optional(),
  /**
   * Cairn, locations only, with `withNestedTotals=true` on the list: how many non-archived items
   * are below the location at any depth (in its sub-locations and inside items), counted, not
   * summed (the `items` of its totals). Sent where the location is listed itself, not where it is
   * the parent of another entry.
   */
  nestedItemCount: z.number().optional(),
  /** Cairn, with `nestedItemCount`: those items' summed quantity (the `quantity` of its totals). */
  nestedQuantity: z.number().optional(),
};

/** A parent as nested in a summary: the same fields, without a further parent. */
export const parentSummaryOut = z.object(summaryFields);
export type ParentSummaryOut = z.infer<typeof parentSummaryOut>;

/** One ancestor in a listed entry's `path`. */
export const pathStepOut = z.object({ id: z.string(), name: z.string() });
export type PathStep = z.infer<typeof pathStepOut>;

export const entitySummaryOut = z.object({
  ...summaryFields,
  parent: parentSummaryOut.optional(),
  /** Cairn, with `withPath=true` on the list: the entry's ancestors, root first, ending at its parent. */
  path: z.array(pathStepOut).optional(),
  /** Cairn, with `withStock=true` on the list: the minimum quantity kept (0: none) and its unit. */
  minQuantity: z.number().optional(),
  unit: z.string().optional(),
});
export type EntitySummary = z.infer<typeof entitySummaryOut>;

/** The nested record HomeBox uses for an attachment's thumbnail (snake_case). */
export const attachmentRecordOut = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  mime_type: z.string(),
  path: z.string(),
  primary: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const itemAttachmentOut = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  mimeType: z.string(),
  path: z.string(),
  primary: z.boolean(),
  thumbnail: attachmentRecordOut.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ItemAttachmentOut = z.infer<typeof itemAttachmentOut>;

export const entityFieldOut = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  textValue: z.string(),
  numberValue: z.number(),
  booleanValue: z.boolean(),
});
export type EntityFieldOut = z.infer<typeof entityFieldOut>;

export const entityOut = entitySummaryOut.extend({
  location: parentSummaryOut.optional(),
  syncChildEntityLocations: z.boolean(),
  serialNumber: z.string(),
  modelNumber: z.string(),
  manufacturer: z.string(),
  lifetimeWarranty: z.boolean(),
  warrantyExpires: z.string(),
  warrantyDetails: z.string(),
  purchaseDate: z.string(),
  purchaseFrom: z.string(),
  soldTo: z.string(),
  soldPrice: z.number(),
  soldNotes: z.string(),
  notes: z.string(),
  /**
   * Cairn (consumables, lib/stock), only with `withStock=true` (and on the web pages): HomeBox's
   * EntityOut has no such fields, so its clients never see them. The quantity below which the
   * item is low on stock (0: none), and the unit the quantity counts ("" when none).
   */
  minQuantity: z.number().optional(),
  unit: z.string().optional(),
  attachments: z.array(itemAttachmentOut),
  fields: z.array(entityFieldOut),
  /** Locations only: their direct children that are locations. */
  children: z.array(entitySummaryOut).optional(),
  totalPrice: z.number(),
});
export type EntityOut = z.infer<typeof entityOut>;

/**
 * Cairn, `GET /v1/entities/{id}/totals`: what an entity holds all the way down (every non-archived
 * item in it, in its sub-locations at any depth and inside items): entries, summed quantity, and
 * value (Σ purchase price × quantity of the unsold ones). HomeBox's `itemCount` and `totalPrice`
 * count direct contents only and keep that meaning.
 */
export const nestedTotalsOut = z.object({ items: z.number(), quantity: z.number(), value: z.number() });
export type NestedTotalsOut = z.infer<typeof nestedTotalsOut>;

/**
 * Cairn, with `withTotals=true`: every entry the filters match, on every page: how many, their
 * summed quantity, and their value (Σ purchase price × quantity of the unsold ones, as the
 * location totals count it).
 */
export const listTotalsOut = z.object({ count: z.number(), quantity: z.number(), value: z.number() });
export type ListTotalsOut = z.infer<typeof listTotalsOut>;

export const entityListOut = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  items: z.array(entitySummaryOut),
  totalPrice: z.number(),
  totals: listTotalsOut.optional(),
});
export type EntityListOut = z.infer<typeof entityListOut>;

export const entityPageOut = entityListOut.omit({ totalPrice: true });
export type EntityPageOut = z.infer<typeof entityPageOut>;

export const entityPathItemOut = z.object({
  type: z.enum(["location", "item"]),
  id: z.string(),
  name: z.string(),
});
export type EntityPathItem = z.infer<typeof entityPathItemOut>;

export type TreeItem = { id: string; name: string; type: "location" | "item"; children: TreeItem[] };
/** Recursive, so it needs an id: the OpenAPI document refers to it as components.schemas.TreeItem. */
export const treeItemOut: z.ZodType<TreeItem> = z
  .lazy(() =>
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.enum(["location", "item"]),
      children: z.array(treeItemOut),
    }),
  )
  .meta({ id: "TreeItem" });

/** The custom field names of a group, or the values one field takes: a plain list. */
export const fieldStringsOut = z.array(z.string());

export const actionAmountOut = z.object({ completed: z.number() });
export type ActionAmountOut = z.infer<typeof actionAmountOut>;
