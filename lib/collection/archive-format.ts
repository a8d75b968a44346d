/**
 * The layout of a collection backup zip:
 *
 *   manifest.json                 format name and version, app, group name/currency, record counts
 *   records/<table>.jsonl         one JSON object per line, in the order of RECORD_FILES below;
 *                                 trees (entities, tags) and thumbnails come before what points at them
 *   files/<sha256>                the bytes of every stored attachment file, once each
 *
 * Ids in the zip are the source group's; a restore gives every record a new one.
 */
export const ARCHIVE_FORMAT = "cairn-collection";
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = "manifest.json";

/** The record files, in the order they are written and restored. */
export const RECORD_FILES = [
  "entity-types",
  "tags",
  "entities",
  "entity-fields",
  "entity-tags",
  "templates",
  "template-fields",
  "template-tags",
  "entity-type-templates",
  "maintenance",
  "attachments",
  "loans",
] as const;
export type RecordFile = (typeof RECORD_FILES)[number];

/** Record files added after format version 1 was first written: an older archive has none (empty). */
export const LATER_RECORD_FILES: ReadonlySet<RecordFile> = new Set<RecordFile>(["loans"]);

export const recordEntry = (name: RecordFile) => `records/${name}.jsonl`;

const SHA256_HEX = /^[0-9a-f]{64}$/;
export const isSha256Hex = (value: string) => SHA256_HEX.test(value);
export const fileEntry = (sha256Hex: string) => `files/${sha256Hex}`;

/** Limits a restore applies before reading anything, against zip bombs and runaway archives. */
export type ArchiveLimits = {
  maxEntries: number;
  /** Hard cap on the sum of the entries' uncompressed sizes. */
  maxTotalBytes: number;
  /** The uncompressed total may exceed this many times the zip's own size only below `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
};

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 500_000,
  maxTotalBytes: 20 * 1024 ** 3,
  maxRatio: 200,
  ratioFloorBytes: 64 * 1024 ** 2,
};

/** The largest zip `POST /v1/group/import` accepts. */
export const MAX_IMPORT_BYTES = 10 * 1024 ** 3;

/** One record as a JSON line: BigInt as a decimal string, dates as ISO 8601 (JSON's default). */
export function jsonLine(record: object): string {
  return `${JSON.stringify(record, (_key, value: unknown) => (typeof value === "bigint" ? value.toString() : value))}\n`;
}
