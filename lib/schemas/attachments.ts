import { z } from "zod";
import { looseBoolean, trimmedName, uuid } from "./common";

/** The kinds a person can give an attachment; "thumbnail" is made by the server only. */
export const ATTACHMENT_TYPES = ["photo", "manual", "warranty", "attachment", "receipt"] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

const attachmentType = z.enum(ATTACHMENT_TYPES, {
  message: `must be one of ${ATTACHMENT_TYPES.join(", ")}`,
});

/** Control characters (newlines included) never reach a stored title or a header. */
const title = (max = 255) =>
  z
    .string({ message: "is required" })
    .transform((value) => value.replace(/[\u0000-\u001f\u007f]+/g, " "))
    .pipe(trimmedName(max));

export const attachmentParams = z.object({ id: uuid, attachmentId: uuid });

/** The text parts of `POST /v1/entities/{id}/attachments` (multipart); the file part is `file`. */
export const attachmentUploadFields = z.object({
  name: title(),
  type: z
    .literal("")
    .transform(() => undefined)
    .or(attachmentType)
    .optional(),
  primary: looseBoolean.optional(),
});
export type AttachmentUploadFields = z.infer<typeof attachmentUploadFields>;

/** `PUT /v1/entities/{id}/attachments/{attachmentId}`: what is left out stays as it is. */
export const attachmentUpdate = z.object({
  type: attachmentType.optional(),
  title: title().optional(),
  primary: z.boolean({ message: "must be a boolean" }).optional(),
  /** Cairn: the place among the entity's attachments of this type, 0 first (past the end: last). */
  position: z
    .number({ message: "must be a whole number of 0 or more" })
    .int({ message: "must be a whole number of 0 or more" })
    .min(0, { message: "must be a whole number of 0 or more" })
    .max(100_000, { message: "must be at most 100000" })
    .optional(),
});
export type AttachmentUpdate = z.infer<typeof attachmentUpdate>;

const httpUrl = z
  .string({ message: "is required" })
  .trim()
  .max(2048, { message: "must be at most 2048 characters" })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
      } catch {
        return false;
      }
    },
    { message: "must be an http or https URL" },
  );

/** `POST /v1/entities/{id}/attachments/external`: a link kept as an attachment. */
export const externalAttachmentCreate = z.object({
  source_type: z.literal("link", { message: 'must be "link"' }),
  external_id: httpUrl,
  title: z
    .union([title(), z.literal("")])
    .optional()
    .transform((value) => value || undefined),
  attachment_type: attachmentType.optional(),
});
export type ExternalAttachmentCreate = z.infer<typeof externalAttachmentCreate>;
