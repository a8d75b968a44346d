import { csvRecords, CsvLimitError, CsvSyntaxError, decodeUtf8, detectDelimiter } from "@/lib/csv/parse-csv";
import { unescapeFormula } from "@/lib/csv/write-csv";
import { DomainError, invalidField } from "@/lib/errors/domain-error";
import {
  csvEntityRow,
  type CsvColumn,
  type CsvEntityRow,
  MAX_CSV_CELL_LENGTH,
  MAX_CSV_COLUMNS,
  MAX_CSV_ROWS,
} from "@/lib/schemas/data-exchange";
import { readHeaderCell, type HomeboxColumn } from "./homebox-columns";

/** One valid data row of an import. */
export type ImportRow = {
  /** 1-based number of the data row (the header is not counted). */
  row: number;
  /** Line of the file on which the row starts. */
  line: number;
  values: CsvEntityRow;
  /** Custom text fields by name, for the file's `HB.field.*` columns; empty cells are left out. */
  fields: ReadonlyMap<string, string>;
};

export type ImportFile = {
  /** The known columns the file has (`HB.labels` counts as `HB.tags`). */
  columns: Set<HomeboxColumn>;
  /** Names of the `HB.field.*` columns, in file order. */
  fieldNames: string[];
  rows: ImportRow[];
  /** Data lines with no value in any cell, left out (spreadsheets end files with `,,,` lines). */
  skipped: number;
};

/** The 422 for one cell: the message and `fields` name the row, its line and the column. */
export function rowError(row: { row: number; line: number }, column: string, message: string): DomainError {
  const where = `row ${row.row} (line ${row.line})`;
  return new DomainError("validation", `${where}, column ${column}: ${message}`, {
    fields: { [column]: `${where}: ${message}` },
  });
}

/** The file's records, read one at a time; CSV errors become 400 (syntax) or 422 (limits). */
function* parseRecords(bytes: Uint8Array) {
  const text = decodeUtf8(bytes);
  if (text === undefined) throw invalidField("csv", "must be UTF-8 text");
  // PostgreSQL cannot store NUL in text; refused on every database alike.
  if (text.includes("\u0000")) throw invalidField("csv", "must not contain NUL characters");
  try {
    yield* csvRecords(text, {
      delimiter: detectDelimiter(text),
      maxColumns: MAX_CSV_COLUMNS,
      maxCellLength: MAX_CSV_CELL_LENGTH,
      maxRecords: MAX_CSV_ROWS + 1,
    });
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      throw new DomainError("malformed", `malformed CSV: ${error.message}`, {
        fields: { csv: error.message },
      });
    }
    if (error instanceof CsvLimitError) throw invalidField("csv", error.message);
    throw error;
  }
}

/** Rows without a custom field value share this (never written to). */
const NO_FIELDS: ReadonlyMap<string, string> = new Map();

/**
 * Decodes, parses and validates an uploaded CSV/TSV file, all before anything is written. The
 * first problem found → 422 naming the row and column (400 for text that is not CSV at all).
 */
export function readImportFile(bytes: Uint8Array): ImportFile {
  const records = parseRecords(bytes);
  const header = records.next().value;
  if (!header) throw invalidField("csv", "the file is empty; it needs a header line");

  // Which cell of a record feeds which column or field.
  const columnAt: Array<{ column: CsvColumn | "HB.url"; index: number }> = [];
  const fieldAt: Array<{ name: string; index: number }> = [];
  const seen = new Set<string>();
  header.cells.forEach((cell, index) => {
    const meaning = readHeaderCell(cell);
    if (meaning.kind === "ignored") return;
    const key = meaning.kind === "column" ? meaning.column : `HB.field.${meaning.name}`;
    if (seen.has(key.toLowerCase()))
      throw afterTheRest(records, invalidField(key, "the header has this column twice"));
    seen.add(key.toLowerCase());
    if (meaning.kind === "column") columnAt.push({ column: meaning.column, index });
    else {
      if (meaning.name.length > 255)
        throw afterTheRest(records, invalidField(key, "field names must be at most 255 characters"));
      fieldAt.push({ name: meaning.name, index });
    }
  });
  const columns = new Set(columnAt.map((entry) => entry.column));
  if (!columns.has("HB.name"))
    throw afterTheRest(records, invalidField("HB.name", "the header needs this column"));
  const parsedColumns = columnAt.filter((entry) => entry.column !== "HB.url");

  const rows: ImportRow[] = [];
  let skipped = 0;
  let index = 0;
  for (const record of records) {
    index++;
    if (record.cells.every((cell) => cell.trim() === "")) {
      skipped++;
      continue;
    }
    const position = { row: index, line: record.line };
    const problem = rowProblem(record.cells, header.cells.length, parsedColumns, position);
    if (problem instanceof DomainError) {
      throw afterTheRest(records, problem);
    }
    const fields = fieldAt.some(({ index: at }) => (record.cells[at] ?? "") !== "")
      ? new Map<string, string>()
      : NO_FIELDS;
    for (const { name, index: at } of fieldAt) {
      const value = unescapeFormula(record.cells[at] ?? "");
      if (value !== "") (fields as Map<string, string>).set(name, value);
    }
    rows.push({ ...position, values: problem, fields });
  }
  return {
    columns: columns as Set<HomeboxColumn>,
    fieldNames: fieldAt.map((entry) => entry.name),
    rows,
    skipped,
  };
}

/**
 * `error`, once the rest of the file has been read: a malformed or oversized file is reported as
 * such whatever its header and rows hold, as when the whole file was parsed before any row was
 * read. Reading on throws the file's own error instead, if it has one.
 */
function afterTheRest(records: Iterator<unknown>, error: DomainError): DomainError {
  while (!records.next().done) continue;
  return error;
}

/** A record's validated values, or the 422 of its first bad cell. */
function rowProblem(
  cells: string[],
  headerLength: number,
  parsedColumns: Array<{ column: CsvColumn | "HB.url"; index: number }>,
  position: { row: number; line: number },
): CsvEntityRow | DomainError {
  for (let extra = headerLength; extra < cells.length; extra++) {
    if (cells[extra]!.trim() !== "") {
      return rowError(position, `column ${extra + 1}`, "the row has more cells than the header");
    }
  }
  const raw: Record<string, string> = {};
  for (const { column, index: at } of parsedColumns) raw[column] = unescapeFormula(cells[at] ?? "");
  const result = csvEntityRow.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  return rowError(position, String(issue.path[0] ?? "csv"), issue.message);
}
