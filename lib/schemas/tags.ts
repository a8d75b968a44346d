import { z } from "zod";
import { trimmedName, ZERO_UUID } from "./common";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A nullable reference in a request body: a UUID, or null / absent / "" / the zero UUID for "none"
 * (HomeBox clients send the zero UUID for an unset reference). Anything else breaks a field rule.
 */
export const optionalReference = z
  .union([z.string(), z.null()], { message: "must be a UUID" })
  .optional()
  .transform((value, ctx) => {
    const trimmed = value?.trim() ?? "";
    if (trimmed === "" || trimmed === ZERO_UUID) return null;
    if (!UUID_PATTERN.test(trimmed)) {
      ctx.issues.push({ code: "custom", message: "must be a UUID", input: value });
      return z.NEVER;
    }
    return trimmed.toLowerCase();
  });

const referenceArray = (max: number) =>
  z
    .array(
      z.string({ message: "must be a UUID" }).trim().regex(UUID_PATTERN, { message: "must be a UUID" }),
      {
        message: "must be a list of UUIDs",
      },
    )
    .max(max, { message: `must hold at most ${max} ids` });

const distinctIds = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

/** A list of references; null or absent is an empty list, duplicates are dropped. */
export const referenceList = (max = 100) =>
  referenceArray(max)
    .nullable()
    .optional()
    .transform((ids) => distinctIds(ids ?? []));

/** Like referenceList, but null or absent stays undefined ("not given") so a default can apply. */
export const optionalReferenceList = (max = 100) =>
  referenceArray(max)
    .nullable()
    .optional()
    .transform((ids) => (ids === null || ids === undefined ? undefined : distinctIds(ids)));

/** Optional free text: null or absent is "", longer than `max` breaks the rule. Kept as written. */
export const optionalText = (max: number) =>
  z
    .union([z.string(), z.null()], { message: "must be a string" })
    .optional()
    .transform((value) => value ?? "")
    .pipe(z.string().max(max, { message: `must be at most ${max} characters` }));

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * A tag colour is a CSS hex colour (#rgb, #rgba, #rrggbb, #rrggbbaa), stored lower-case, or "" for
 * none. Named colours and rgb() are refused so every client can render what it reads back.
 */
export const tagColour = z
  .union([z.string(), z.null()], { message: "must be a string" })
  .optional()
  .transform((value) => (value ?? "").trim().toLowerCase())
  .refine((value) => value === "" || HEX_COLOUR.test(value), {
    message: "must be a hex colour like #1e90ff, or empty",
  });

export const TAG_ICON_MAX = 64;

export const tagCreate = z.object({
  name: trimmedName(),
  description: optionalText(1000),
  color: tagColour,
  icon: optionalText(TAG_ICON_MAX),
  parentId: optionalReference,
});
export type TagCreate = z.infer<typeof tagCreate>;

/** PUT replaces every field: what is absent is cleared, an absent parent makes the tag a root. */
export const tagUpdate = tagCreate;
export type TagUpdate = z.infer<typeof tagUpdate>;

export const tagSummaryOut = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  icon: z.string(),
  parentId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TagSummaryOut = z.infer<typeof tagSummaryOut>;

export const tagOut = tagSummaryOut.extend({
  /** Omitted for a root tag. */
  parent: tagSummaryOut.optional(),
  children: z.array(tagSummaryOut),
});
export type TagOut = z.infer<typeof tagOut>;

/** Cairn extension: POST /v1/tags/{id}/merge folds the tag into `intoId`. */
export const tagMerge = z.object({
  intoId: z
    .string({ message: "must be a UUID" })
    .trim()
    .regex(UUID_PATTERN, { message: "must be a UUID" })
    .transform((id) => id.toLowerCase()),
});
export type TagMerge = z.infer<typeof tagMerge>;
