import { z } from "zod";

/** A reference shown in history by id and its name at the time (parent, entity type, tags). */
export const historyRefOut = z.object({ id: z.string(), name: z.string() });

/** One value in a change: plain values, a reference, or a list of references (tags). */
export const historyValueOut = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  historyRefOut,
  z.array(historyRefOut),
]);
export type HistoryValue = z.infer<typeof historyValueOut>;

/**
 * One changed field. `field` is the EntityOut key (`quantity`, `parent`, `tags`, `assetId`, ...),
 * `fields.<name>` for a custom field, `maintenance` / `maintenance.<key>` and `attachment` /
 * `attachment.<key>` for the entity's maintenance entries and attachments (null before = added,
 * null after = removed).
 */
export const fieldChangeOut = z.object({
  field: z.string(),
  before: historyValueOut,
  after: historyValueOut,
});
export type FieldChange = z.infer<typeof fieldChangeOut>;

const count = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { message: "must be a whole number" })
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, { message: `must be between 1 and ${max}` })
    .optional();

/** Newest first; `before` (an item id) pages from a cursor, else `page` (1-based) and `pageSize`. */
export const entityHistoryQuery = z.object({
  page: count(1_000_000),
  pageSize: count(100),
  before: z
    .string()
    .regex(/^\d{1,15}$/, { message: "must be a history item id" })
    .transform(Number)
    .optional(),
});
export type EntityHistoryQuery = z.infer<typeof entityHistoryQuery>;

export const historyItemOut = z.object({
  /** The change event's sequence number; newer items have larger ids. */
  id: z.number(),
  type: z.string(),
  at: z.string(),
  /** Null when the change had no user (a restore) or the user was since deleted. */
  actor: historyRefOut.nullable(),
  changes: z.array(fieldChangeOut),
});
export type HistoryItemOut = z.infer<typeof historyItemOut>;

export const entityHistoryOut = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  items: z.array(historyItemOut),
  /** Pass as `before` for the next (older) page; null when there is none. */
  nextBefore: z.number().nullable(),
});
export type EntityHistoryOut = z.infer<typeof entityHistoryOut>;
