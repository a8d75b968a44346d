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

const text = (max?: number) =>
  max === undefined ? z.string() : z.string().max(max, { message: `must be at most ${max} characters` });

/** An optional reference text: "" means none (null). */
const reference = z
  .string()
  .trim()
  .max(255, { message: "must be at most 255 characters" })
  .transform((value) => (value === "" ? null : value));

/** A whole number ≥ 0; "" means "not given" (undefined). */
const quantityCell = z.string().transform((raw, ctx) => {
  const value = raw.trim();
  if (value === "") return undefined;
  if (!/^\+?\d{1,10}$/.test(value)) {
    ctx.issues.push({ code: "custom", message: "must be a whole number of 0 or more", input: raw });
    return z.NEVER;
  }
  const number = Number(value);
  if (number > MAX_QUANTITY) {
    ctx.issues.push({ code: "custom", message: `must be at most ${MAX_QUANTITY}`, input: raw });
    return z.NEVER;
  }
  return number;
});

const THOUSANDS = /^\d{1,3}(,\d{3})+(\.\d*)?$/;
const PLAIN_NUMBER = /^[+-]?(\d{1,30}(\.\d{0,30})?|\.\d{1,30})([eE][+-]?\d{1,2})?$/;

/**
 * A price in currency units as ten-thousandths: "12.5", "1,234.50", "$12" (one leading currency
 * symbol is allowed); "" means 0.
 */
const moneyCell = z.string().transform((raw, ctx) => {
  let value = raw.trim().replace(/^[$€£¥]\s*/, "");
  if (value === "") return 0n;
  if (THOUSANDS.test(value)) value = value.replace(/,/g, "");
  // Plain decimals, or a short exponent: a huge one would make the exact conversion crawl.
  const minor = PLAIN_NUMBER.test(value) ? minorFromDecimalString(value) : null;
  if (minor === null) {
    ctx.issues.push({ code: "custom", message: "must be a number", input: raw });
    return z.NEVER;
  }
  if (minor < 0n) {
    ctx.issues.push({ code: "custom", message: "must not be negative", input: raw });
    return z.NEVER;
  }
  if (minor > BigInt(MAX_MONEY) * MONEY_SCALE) {
    ctx.issues.push({ code: "custom", message: `must be at most ${MAX_MONEY}`, input: raw });
    return z.NEVER;
  }
  return minor;
});

const TRUE_WORDS = new Set(["true", "yes", "y", "1", "on", "x"]);
const FALSE_WORDS = new Set(["false", "no", "n", "0", "off", ""]);

/** true/false, yes/no, 1/0, on/off, x; "" is false. */
const booleanCell = z.string().transform((raw, ctx) => {
  const value = raw.trim().toLowerCase();
  if (TRUE_WORDS.has(value)) return true;
  if (FALSE_WORDS.has(value)) return false;
  ctx.issues.push({ code: "custom", message: "must be true or false", input: raw });
  return z.NEVER;
});

/** YYYY-MM-DD, MM/DD/YYYY or an RFC 3339 timestamp (the date is kept); "" means none. */
const dateCell = z.string().transform((raw, ctx) => {
  const date = parseDateOnly(raw);
  if (date === undefined) {
    ctx.issues.push({ code: "custom", message: "is not a valid date (use YYYY-MM-DD)", input: raw });
    return z.NEVER;
  }
  return date;
});

/** "000-001" or a plain number; "" means "allocate one". */
const assetIdCell = z.string().transform((raw, ctx) => {
  if (raw.trim() === "") return null;
  const assetId = parseAssetId(raw);
  if (assetId === null) {
    ctx.issues.push({ code: "custom", message: "must be an asset ID like 000-001", input: raw });
    return z.NEVER;
  }
  return assetId;
});

const nameList = (separator: RegExp, maxItems: number, what: string) =>
  z.string().transform((raw, ctx) => {
    const names = raw
      .split(separator)
      .map((name) => name.trim())
      .filter((name) => name.length > 0);
    if (names.length > maxItems) {
      ctx.issues.push({ code: "custom", message: `must hold at most ${maxItems} ${what}`, input: raw });
      return z.NEVER;
    }
    if (names.some((name) => name.length > 255)) {
      ctx.issues.push({ code: "custom", message: "each name must be at most 255 characters", input: raw });
      return z.NEVER;
    }
    return names;
  });

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
      .max(255, { message: "must be at most 255 characters" }),
    "HB.description": text(1000),
    "HB.notes": text(),
    "HB.purchase_from": text(255),
    "HB.manufacturer": text(),
    "HB.model_number": text(),
    "HB.serial_number": text(),
    "HB.warranty_details": text(),
    "HB.sold_to": text(255),
    "HB.sold_notes": text(),
    /** "Garage / Shelf 2": names of nested locations, root first. */
    "HB.location": nameList(/\//, 32, "levels"),
    "HB.tags": nameList(/;/, 500, "tags"),
    "HB.asset_id": assetIdCell,
    "HB.quantity": quantityCell,
    "HB.purchase_price": moneyCell,
    "HB.sold_price": moneyCell,
    "HB.archived": booleanCell,
    "HB.insured": booleanCell,
    "HB.lifetime_warranty": booleanCell,
    "HB.purchase_date": dateCell,
    "HB.warranty_expires": dateCell,
    "HB.sold_date": dateCell,
    // Cairn's own columns (consumables); HomeBox's importer ignores them.
    "Cairn.min_quantity": quantityCell,
    "Cairn.unit": text(20),
  })
  .partial();
export type CsvEntityRow = z.infer<typeof csvEntityRow>;
export type CsvColumn = keyof CsvEntityRow;
