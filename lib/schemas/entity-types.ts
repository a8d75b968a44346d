import { z } from "zod";
import { trimmedName } from "./common";
import { optionalReference, optionalText } from "./tags";

export const ENTITY_TYPE_ICON_MAX = 64;

const isLocation = z.boolean({ message: "must be true or false" });

export const entityTypeCreate = z.object({
  name: trimmedName(),
  description: optionalText(1000),
  icon: optionalText(ENTITY_TYPE_ICON_MAX),
  isLocation: isLocation.optional().default(false),
  defaultTemplateId: optionalReference,
});
export type EntityTypeCreate = z.infer<typeof entityTypeCreate>;

/**
 * PUT follows HomeBox for the fields HomeBox's update carries (name required; an absent icon or
 * default template is cleared). Two Cairn choices: an absent `isLocation` keeps the current value
 * (turning a location type into an item type by omission would be a nasty surprise), and
 * `description`, which HomeBox cannot update, changes only when given.
 */
export const entityTypeUpdate = z.object({
  name: trimmedName(),
  description: z
    .union([z.string(), z.null()], { message: "must be a string" })
    .optional()
    .transform((value) => value ?? undefined)
    .pipe(z.string().max(1000, { message: "must be at most 1000 characters" }).optional()),
  icon: optionalText(ENTITY_TYPE_ICON_MAX),
  isLocation: isLocation
    .nullable()
    .optional()
    .transform((value) => value ?? undefined),
  defaultTemplateId: optionalReference,
});
export type EntityTypeUpdate = z.infer<typeof entityTypeUpdate>;

export const entityTypeSummaryOut = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  isLocation: z.boolean(),
  defaultTemplateId: z.string().optional(),
  defaultTemplate: z
    .object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
    })
    .optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EntityTypeSummaryOut = z.infer<typeof entityTypeSummaryOut>;
