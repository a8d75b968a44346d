import { z } from "zod";
import { MAX_MONEY, minorFromDecimalString, MONEY_SCALE } from "@/lib/money";
import { parseAssetId } from "@/lib/entities/asset-id";
import { MAX_QUANTITY, queryFlag } from "./entities";
import { parseDateOnly } from "./common";

// ---------------------------------------------------------------------------------------------
// CSV import: the text parts of the upload, and the cells of one data row
// ---------------------------------------------------------------------------------------------

/** `POST /v1/entities/import` has no text parts; the file part is `csv`. */
export const csvImportFields = z.object({});

/** Cairn: `?report=true` answers what the import did (200) instead of HomeBox's empty 204. */
export const csvImportQuery = z.object({ report: queryFlag });

/**
 * What one CSV import did: rows that made a new item (with the locations their `HB.location` paths
 * needed, counted apart), rows that changed the item of their import reference, and rows skipped:
 * those whose item already held every value, and those with no value in any cell (a
 * spreadsheet's trailing `,,,` lines).
 */
export const csvImportReport = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  locationsCreated: z.number().int(),
});
export type CsvImportReport = z.infer<typeof csvImportReport>;

/** Most characters a single cell may hold (notes are free text, but not a book). */
export const MAX_CSV_CELL_LENGTH = 65_536;
/** Most columns a file may have. */
export const MAX_CSV_COLUMNS = 1000;
/** Most data rows one import takes. */
export const MAX_CSV_ROWS = 200_000;

/** Most characters of a name, a reference, or one name of a list cell (after trimming). */
const MAX_NAME_LENGTH = 255;
/** Most characters of the shorter free texts (seller, buyer). */
const MAX_SHORT_TEXT_LENGTH = 255;
const MAX_DESCRIPTION_LENGTH = 1000;
const MAX_UNIT_LENGTH = 20;

const tooLong = (max: number) => ({ message: `must be at most ${max} characters` });

const text = (max?: number) => (max === undefined ? z.string() : z.string().max(max, tooLong(max)));

/** An optional reference text: "" means none (null). */
const reference = z.string().trim().max(MAX_NAME_LENGTH, tooLong(MAX_NAME_LENGTH)).transform(noneIfEmpty);

function noneIfEmpty(value: string): string | null {
  return value === "" ? null : value;
}

/** Why a cell is refused: the message of its 422. */
class CellProblem {
  constructor(readonly message: string) {}
}

/** A cell's value from its text, or why it is refused. */
type CellReader<T> = (raw: string) => T | CellProblem;

/**
 * The schema of a cell that `read` reads. The readers are plain functions so that an import can
 * read its cells without Zod (csvQuickCell), giving the same values.
 */
const cell = <T>(read: CellReader<T>) =>
  z.string().transform((raw, ctx) => {
    const value = read(raw);
    if (value instanceof CellProblem) {
      ctx.issues.push({ code: "custom", message: value.message, input: raw });
      return z.NEVER;
    }
    return value;
  });

/** A whole number ≥ 0; "" means "not given" (undefined). */
function readQuantity(raw: string): number | undefined | CellProblem {
  const value = raw.trim();
  if (value === "") return undefined;
  if (!/^\+?\d{1,10}$/.test(value)) return new CellProblem("must be a whole number of 0 or more");
  const number = Number(value);
  if (number > MAX_QUANTITY) return new CellProblem(`must be at most ${MAX_QUANTITY}`);
  return number;
}

const THOUSANDS = /^\d{1,3}(,\d{3})+(\.\d*)?$/;
const PLAIN_NUMBER = /^[+-]?(\d{1,30}(\.\d{0,30})?|\.\d{1,30})([eE][+-]?\d{1,2})?$/;

/**
 * A price in currency units as ten-thousandths: "12.5", "1,234.50", "$12" (one leading currency
 * symbol is allowed); "" means 0.
 */
function readMoney(raw: string): bigint | CellProblem {
  let value = raw.trim().replace(/^[$€£¥]\s*/, "");
  if (value === "") return 0n;
  if (THOUSANDS.test(value)) value = value.replace(/,/g, "");
  // Plain decimals, or a short exponent: a huge one would make the exact conversion crawl.
  const minor = PLAIN_NUMBER.test(value) ? minorFromDecimalString(value) : null;
  if (minor === null) return new CellProblem("must be a number");
  if (minor < 0n) return new CellProblem("must not be negative");
  if (minor > BigInt(MAX_MONEY) * MONEY_SCALE) return new CellProblem(`must be at most ${MAX_MONEY}`);
  return minor;
}

const TRUE_WORDS = new Set(["true", "yes", "y", "1", "on", "x"]);
const FALSE_WORDS = new Set(["false", "no", "n", "0", "off", ""]);

/** true/false, yes/no, 1/0, on/off, x; "" is false. */
function readBoolean(raw: string): boolean | CellProblem {
  const value = raw.trim().toLowerCase();
  if (TRUE_WORDS.has(value)) return true;
  if (FALSE_WORDS.has(value)) return false;
  return new CellProblem("must be true or false");
}

/** YYYY-MM-DD, MM/DD/YYYY or an RFC 3339 timestamp (the date is kept); "" means none. */
function readDate(raw: string): Date | null | CellProblem {
  const date = parseDateOnly(raw);
  return date === undefined ? new CellProblem("is not a valid date (use YYYY-MM-DD)") : date;
}

/** "000-001" or a plain number; "" means "allocate one". */
function readAssetId(raw: string): number | null | CellProblem {
  if (raw.trim() === "") return null;
  const assetId = parseAssetId(raw);
  return assetId === null ? new CellProblem("must be an asset ID like 000-001") : assetId;
}

const nameList =
  (separator: RegExp, maxItems: number, what: string): CellReader<string[]> =>
  (raw) => {
    const names = raw
      .split(separator)
      .map((name) => name.trim())
      .filter((name) => name.length > 0);
    if (names.length > maxItems) return new CellProblem(`must hold at most ${maxItems} ${what}`);
    if (names.some((name) => name.length > MAX_NAME_LENGTH)) {
      return new CellProblem(`each name must be at most ${MAX_NAME_LENGTH} characters`);
    }
    return names;
  };

/** "Garage / Shelf 2": names of nested locations, root first. */
const readLocation = nameList(/\//, 32, "levels");
const readTags = nameList(/;/, 500, "tags");

/**
 * The cells of one data row, keyed by canonical column name. Every key is optional: only the
 * file's columns are given. A failed key names the column of the error.
 */
export const csvEntityRow = z
  .object({
    "HB.import_ref": reference,
    "HB.parent_import_ref": reference,
    "HB.name": z
      .string()
      .trim()
      .min(1, { message: "is required" })
      .max(MAX_NAME_LENGTH, tooLong(MAX_NAME_LENGTH)),
    "HB.description": text(MAX_DESCRIPTION_LENGTH),
    "HB.notes": text(),
    "HB.purchase_from": text(MAX_SHORT_TEXT_LENGTH),
    "HB.manufacturer": text(),
    "HB.model_number": text(),
    "HB.serial_number": text(),
    "HB.warranty_details": text(),
    "HB.sold_to": text(MAX_SHORT_TEXT_LENGTH),
    "HB.sold_notes": text(),
    "HB.location": cell(readLocation),
    "HB.tags": cell(readTags),
    "HB.asset_id": cell(readAssetId),
    "HB.quantity": cell(readQuantity),
    "HB.purchase_price": cell(readMoney),
    "HB.sold_price": cell(readMoney),
    "HB.archived": cell(readBoolean),
    "HB.insured": cell(readBoolean),
    "HB.lifetime_warranty": cell(readBoolean),
    "HB.purchase_date": cell(readDate),
    "HB.warranty_expires": cell(readDate),
    "HB.sold_date": cell(readDate),
    // Cairn's own columns (consumables); HomeBox's importer ignores them.
    "Cairn.min_quantity": cell(readQuantity),
    "Cairn.unit": text(MAX_UNIT_LENGTH),
  })
  .partial();
export type CsvEntityRow = z.infer<typeof csvEntityRow>;
export type CsvColumn = keyof CsvEntityRow;

/** csvEntityRow's columns in its own order, the order of the keys of the rows it gives. */
export const CSV_COLUMN_ORDER = Object.keys(csvEntityRow.shape) as CsvColumn[];

/** A quick reader's answer for a cell it cannot vouch for: csvEntityRow decides (and words the 422). */
export const ASK_ZOD = Symbol("ask Zod");
type AskZod = typeof ASK_ZOD;

const quickCell =
  <T>(read: CellReader<T>) =>
  (raw: string): T | AskZod => {
    const value = read(raw);
    return value instanceof CellProblem ? ASK_ZOD : value;
  };

// Zod measures a text's length in code points, these in UTF-16 units: never fewer, so a text
// within the limit here is within Zod's; one over it (astral characters) is left to Zod.
const quickText =
  (max?: number) =>
  (raw: string): string | AskZod =>
    max === undefined || raw.length <= max ? raw : ASK_ZOD;

function quickReference(raw: string): string | null | AskZod {
  const value = raw.trim();
  return value.length <= MAX_NAME_LENGTH ? noneIfEmpty(value) : ASK_ZOD;
}

function quickName(raw: string): string | AskZod {
  const value = raw.trim();
  return value !== "" && value.length <= MAX_NAME_LENGTH ? value : ASK_ZOD;
}

/**
 * csvEntityRow without Zod, for both readings of an import (the first checks every row of the
 * file, the second reads the values to write): each column's value for a cell csvEntityRow surely
 * accepts (the very value it gives), or ASK_ZOD. It may send Zod a cell Zod accepts, never accept
 * one Zod refuses: the row of a cell that gets ASK_ZOD goes through csvEntityRow, whose first
 * issue is the row's 422. The cell readers and the limits are the schema's own.
 */
export const csvQuickCell: { [C in CsvColumn]-?: (raw: string) => CsvEntityRow[C] | AskZod } = {
  "HB.import_ref": quickReference,
  "HB.parent_import_ref": quickReference,
  "HB.name": quickName,
  "HB.description": quickText(MAX_DESCRIPTION_LENGTH),
  "HB.notes": quickText(),
  "HB.purchase_from": quickText(MAX_SHORT_TEXT_LENGTH),
  "HB.manufacturer": quickText(),
  "HB.model_number": quickText(),
  "HB.serial_number": quickText(),
  "HB.warranty_details": quickText(),
  "HB.sold_to": quickText(MAX_SHORT_TEXT_LENGTH),
  "HB.sold_notes": quickText(),
  "HB.location": quickCell(readLocation),
  "HB.tags": quickCell(readTags),
  "HB.asset_id": quickCell(readAssetId),
  "HB.quantity": quickCell(readQuantity),
  "HB.purchase_price": quickCell(readMoney),
  "HB.sold_price": quickCell(readMoney),
  "HB.archived": quickCell(readBoolean),
  "HB.insured": quickCell(readBoolean),
  "HB.lifetime_warranty": quickCell(readBoolean),
  "HB.purchase_date": quickCell(readDate),
  "HB.warranty_expires": quickCell(readDate),
  "HB.sold_date": quickCell(readDate),
  "Cairn.min_quantity": quickCell(readQuantity),
  "Cairn.unit": quickText(MAX_UNIT_LENGTH),
};
