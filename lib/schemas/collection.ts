import { z } from "zod";
import {
  CLEARED_BY_KIND,
  mapEntityFields,
  type EntityFieldName,
  type KindOf,
} from "@/lib/entities/value-fields";
import { uuid } from "./common";

/** A backup or restore job, shaped as HomeBox's `repo.ExportOut`. */
export const collectionJobOut = z.object({
  id: z.string(),
  kind: z.enum(["export", "import"]),
  status: z.enum(["pending", "running", "completed", "failed"]),
  progress: z.number(),
  error: z.string(),
  sizeBytes: z.number(),
  artifactPath: z.string(),
  groupId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CollectionJobOut = z.infer<typeof collectionJobOut>;

export const collectionJobListOut = z.object({ items: z.array(collectionJobOut) });
export type CollectionJobListOut = z.infer<typeof collectionJobListOut>;

export const collectionJobParams = z.object({ id: uuid });

/** `POST /v1/group/import` is multipart with only the `file` part. */
export const collectionImportFields = z.object({});

/** `POST /v1/actions/wipe-inventory`: items always go; each flag adds one more kind of record. */
export const wipeInventoryOptions = z.object({
  wipeTags: z.boolean({ message: "must be a boolean" }).default(false),
  wipeLocations: z.boolean({ message: "must be a boolean" }).default(false),
  wipeMaintenance: z.boolean({ message: "must be a boolean" }).default(false),
});
export type WipeInventoryOptions = z.infer<typeof wipeInventoryOptions>;

// ---- The archive: manifest and one record schema per table (JSON Lines inside the zip) ----

const id = z.string().min(1).max(128);
const text = z.string().max(1_000_000);
const stamp = z.iso.datetime({ offset: true }).transform((value) => new Date(value));
const optionalStamp = stamp.nullable();
/** BigInt columns travel as decimal strings, so no precision is lost in JSON. */
const bigint = z
  .string()
  .regex(/^-?\d{1,19}$/)
  .transform((value) => BigInt(value));
const count = z.number().int().min(0);

export const archiveManifest = z.object({
  format: z.literal("cairn-collection"),
  formatVersion: z.number().int(),
  app: z.object({ name: z.string(), version: z.string() }),
  exportedAt: z.string(),
  group: z.object({
    name: z.string(),
    currency: z.string().min(1).max(16),
    lastAssetId: count,
  }),
  counts: z.record(z.string(), count),
});
export type ArchiveManifest = z.infer<typeof archiveManifest>;

const timestamps = { createdAt: stamp, updatedAt: stamp };

export const entityTypeRecord = z.object({
  id,
  name: text,
  description: text,
  icon: text,
  isLocation: z.boolean(),
  ...timestamps,
});

/** An entity type's default template, kept apart: templates are restored after entity types. */
export const entityTypeTemplateRecord = z.object({ entityTypeId: id, templateId: id });

export const tagRecord = z.object({
  id,
  parentId: id.nullable(),
  name: text,
  description: text,
  color: text,
  icon: text,
  ...timestamps,
});

/** How a backup record holds each kind of field (value-fields.ts): money in ten-thousandths. */
const recordOfKind = {
  text,
  longText: text,
  number: z.number().int(),
  money: bigint,
  date: optionalStamp,
  boolean: z.boolean(),
};
type RecordOfKind = typeof recordOfKind;

// Cairn's own fields came later than the backup format: a backup made before them restores them cleared.
const entityValueRecords = mapEntityFields((field): z.ZodType =>
  "cairn" in field
    ? (recordOfKind[field.kind] as z.ZodType).default(CLEARED_BY_KIND[field.kind])
    : recordOfKind[field.kind],
) as {
  [N in EntityFieldName]: RecordOfKind[KindOf<N>];
};

export const entityRecord = z.object({
  id,
  entityTypeId: id.nullable(),
  parentId: id.nullable(),
  importRef: text.nullable(),
  assetId: z.number().int().min(0).nullable(),
  ...entityValueRecords,
  ...timestamps,
});

const fieldValues = {
  position: z.number().int(),
  name: text,
  description: text,
  type: z.enum(["text", "number", "boolean", "time"]),
  textValue: text,
  numberValue: bigint,
  booleanValue: z.boolean(),
  timeValue: optionalStamp,
  ...timestamps,
};

export const entityFieldRecord = z.object({ id, entityId: id, ...fieldValues });
export const entityTagRecord = z.object({ entityId: id, tagId: id });

export const templateRecord = z.object({
  id,
  name: text,
  description: text,
  notes: text,
  defaultName: text,
  defaultDescription: text,
  defaultManufacturer: text,
  defaultModelNumber: text,
  defaultQuantity: z.number().int(),
  defaultInsured: z.boolean(),
  defaultLifetimeWarranty: z.boolean(),
  defaultWarrantyDetails: text,
  defaultLocationId: id.nullable(),
  includePurchaseFields: z.boolean(),
  includeSoldFields: z.boolean(),
  includeWarrantyFields: z.boolean(),
  ...timestamps,
});

export const templateFieldRecord = z.object({ id, templateId: id, ...fieldValues });
export const templateTagRecord = z.object({ templateId: id, tagId: id });

export const maintenanceRecord = z.object({
  id,
  entityId: id,
  name: text,
  description: text,
  cost: bigint,
  scheduledDate: optionalStamp,
  completedDate: optionalStamp,
  ...timestamps,
});

/**
 * Cairn's loans (lib/loans). A member borrower or lender is kept by id only where the restoring
 * group has that member; the name shown always travels.
 */
export const loanRecord = z.object({
  id,
  entityId: id,
  quantity: z.number().int().min(1),
  borrowerUserId: id.nullable(),
  borrowerName: text,
  borrowerContact: text,
  dueDate: optionalStamp,
  note: text,
  checkedOutAt: stamp,
  checkedOutById: id.nullable(),
  returnedAt: optionalStamp,
  returnNote: text,
  ...timestamps,
});

export const attachmentRecord = z.object({
  id,
  entityId: id,
  type: z.string().min(1).max(32),
  title: text,
  mimeType: z.string().min(1).max(255),
  /** The stored file's SHA-256 (hex; its bytes are `files/<sha256>` in the zip), or a link's URL. */
  path: z.string().min(1).max(4096),
  size: bigint,
  contentHash: z.string().max(128).nullable(),
  primary: z.boolean(),
  /** Its place among the entity's attachments of its type; archives written before it have none (0). */
  position: z.number().int().min(0).max(100_000).optional(),
  thumbnailId: id.nullable(),
  ...timestamps,
});
