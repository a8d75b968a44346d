import type { Prisma } from "@/lib/generated/sqlite/client";
import {
  CSV_FIELD_BY_COLUMN,
  entityField,
  type CsvFieldColumn,
  type CsvFieldName,
} from "@/lib/entities/value-fields";
import { decimalStringFromMinor } from "@/lib/money";
import type { CsvColumn } from "@/lib/schemas/data-exchange";
import { csvDate } from "./csv-response";

/**
 * HomeBox's CSV columns and then Cairn's own, in the order Cairn writes them; custom fields follow
 * as `HB.field.<Name>`.
 */
export const HOMEBOX_COLUMNS = [
  "HB.import_ref",
  "HB.parent_import_ref",
  "HB.url",
  "HB.name",
  "HB.description",
  "HB.notes",
  "HB.purchase_from",
  "HB.manufacturer",
  "HB.model_number",
  "HB.serial_number",
  "HB.warranty_details",
  "HB.sold_to",
  "HB.sold_notes",
  "HB.location",
  "HB.tags",
  "HB.asset_id",
  "HB.quantity",
  "HB.purchase_price",
  "HB.sold_price",
  "HB.archived",
  "HB.insured",
  "HB.lifetime_warranty",
  "HB.purchase_date",
  "HB.warranty_expires",
  "HB.sold_date",
  // Cairn's own (value-fields.ts `cairn`), after HomeBox's: its importer ignores them.
  "Cairn.min_quantity",
  "Cairn.unit",
] as const satisfies readonly (CsvColumn | "HB.url")[];

export type HomeboxColumn = (typeof HOMEBOX_COLUMNS)[number];

// Every field the field list gives a CSV column has its place in the file format above (its order
// is HomeBox's own, so it stays written out here).
const _everyFieldPlaced: [Exclude<CsvFieldColumn, HomeboxColumn>] extends [never] ? true : false = true;

export const FIELD_COLUMN_PREFIX = "HB.field.";

/** Separator of location names in `HB.location`. */
export const LOCATION_SEPARATOR = " / ";
/** Separator of tag names in `HB.tags`. */
export const TAG_SEPARATOR = ";";

const byLowerCase = new Map<string, HomeboxColumn>(
  HOMEBOX_COLUMNS.map((column) => [column.toLowerCase(), column]),
);
byLowerCase.set("hb.labels", "HB.tags");

/** What one header cell means: a known column, a custom field, or nothing (ignored). */
export type HeaderColumn =
  { kind: "column"; column: HomeboxColumn } | { kind: "field"; name: string } | { kind: "ignored" };

/** Reads a header cell; column names are matched case-insensitively, field names kept as written. */
export function readHeaderCell(cell: string): HeaderColumn {
  const trimmed = cell.trim();
  const known = byLowerCase.get(trimmed.toLowerCase());
  if (known) return { kind: "column", column: known };
  if (trimmed.toLowerCase().startsWith(FIELD_COLUMN_PREFIX.toLowerCase())) {
    const name = trimmed.slice(FIELD_COLUMN_PREFIX.length).trim();
    return name ? { kind: "field", name } : { kind: "ignored" };
  }
  return { kind: "ignored" };
}

/** The entity columns of the fields HomeBox's CSV carries (value-fields.ts). */
const CSV_FIELDS_SELECT = Object.fromEntries(
  [...CSV_FIELD_BY_COLUMN.values()].map((name) => [name, true]),
) as { [N in CsvFieldName]: true };

/** The entity columns a HomeBox CSV row carries: what the export reads and an import compares. */
export const CSV_ENTITY_SELECT = {
  id: true,
  importRef: true,
  parentId: true,
  assetId: true,
  ...CSV_FIELDS_SELECT,
} as const satisfies Prisma.EntitySelect;

/** A field's cell as the export writes it: its kind says how. */
export function csvFieldCell(
  entity: Prisma.EntityGetPayload<{ select: typeof CSV_FIELDS_SELECT }>,
  name: CsvFieldName,
): string {
  const value = entity[name];
  switch (entityField(name).kind) {
    case "money":
      return decimalStringFromMinor(value as bigint);
    case "date":
      return csvDate(value as Date | null);
    default:
      return String(value);
  }
}
