import { CsvLimitError, CsvSyntaxError, decodeUtf8, detectDelimiter, parseCsv } from "@/lib/csv/parse-csv";
import { unescapeFormula } from "@/lib/csv/write-csv";
import { ApiError, invalidField } from "@/lib/http/errors";
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
  /** Custom text fields by name, for the file's `HB.field.*` columns. */
  fields: Map<string, string>;
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
export function rowError(row: { row: number; line: number }, column: string, message: string): ApiError {
  const where = `row ${row.row} (line ${row.line})`;
  return new ApiError("unprocessable", `${where}, column ${column}: ${message}`, {
    fields: { [column]: `${where}: ${message}` },
  });
}

function parseRecords(bytes: Uint8Array) {
  const text = decodeUtf8(bytes);
  if (text === undefined) throw invalidField("csv", "must be UTF-8 text");
  // PostgreSQL cannot store NUL in text; refused on every database alike.
  if (text.includes("\u0000")) throw invalidField("csv", "must not contain NUL characters");
  try {
    return parseCsv(text, {
      delimiter: detectDelimiter(text),
      maxColumns: MAX_CSV_COLUMNS,
      maxCellLength: MAX_CSV_CELL_LENGTH,
      maxRecords: MAX_CSV_ROWS + 1,
    });
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      throw new ApiError("bad_request", `malformed CSV: ${error.message}`, {
        fields: { csv: error.message },
      });
    }
    if (error instanceof CsvLimitError) throw invalidField("csv", error.message);
    throw error;
  }
}

/**
 * Decodes, parses and validates an uploaded CSV/TSV file, all before anything is written. The
 * first problem found → 422 naming the row and column (400 for text that is not CSV at all).
 */
export function readImportFile(bytes: Uint8Array): ImportFile {
  const records = parseRecords(bytes);
  const header = records[0];
  if (!header) throw invalidField("csv", "the file is empty; it needs a header line");

  // Which cell of a record feeds which column or field.
  const columnAt: Array<{ column: CsvColumn | "HB.url"; index: number }> = [];
  const fieldAt: Array<{ name: string; index: number }> = [];
  const seen = new Set<string>();
  header.cells.forEach((cell, index) => {
    const meaning = readHeaderCell(cell);
    if (meaning.kind === "ignored") return;
    const key = meaning.kind === "column" ? meaning.column : `HB.field.${meaning.name}`;
    if (seen.has(key.toLowerCase())) throw invalidField(key, "the header has this column twice");
    seen.add(key.toLowerCase());
    if (meaning.kind === "column") columnAt.push({ column: meaning.column, index });
    else {
      if (meaning.name.length > 255) throw invalidField(key, "field names must be at most 255 characters");
      fieldAt.push({ name: meaning.name, index });
    }
  });
  const columns = new Set(columnAt.map((entry) => entry.column));
  if (!columns.has("HB.name")) throw invalidField("HB.name", "the header needs this column");
  const parsedColumns = columnAt.filter((entry) => entry.column !== "HB.url");

  const rows: ImportRow[] = [];
  let skipped = 0;
  for (let index = 1; index < records.length; index++) {
    const record = records[index]!;
    if (record.cells.every((cell) => cell.trim() === "")) {
      skipped++;
      continue;
    }
    const position = { row: index, line: record.line };
    for (let extra = header.cells.length; extra < record.cells.length; extra++) {
      if (record.cells[extra]!.trim() !== "") {
        throw rowError(position, `column ${extra + 1}`, "the row has more cells than the header");
      }
    }
    const cell = (at: number) => unescapeFormula(record.cells[at] ?? "");
    const raw: Record<string, string> = {};
    for (const { column, index: at } of parsedColumns) raw[column] = cell(at);
    const result = csvEntityRow.safeParse(raw);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      throw rowError(position, String(issue.path[0] ?? "csv"), issue.message);
    }
    const fields = new Map<string, string>();
    for (const { name, index: at } of fieldAt) fields.set(name, cell(at));
    rows.push({ ...position, values: result.data, fields });
  }
  return {
    columns: columns as Set<HomeboxColumn>,
    fieldNames: fieldAt.map((entry) => entry.name),
    rows,
    skipped,
  };
}
