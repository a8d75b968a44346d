import { createReadStream } from "node:fs";
import {
  csvRecordBatchesOfChunks,
  csvRecords,
  CsvLimitError,
  CsvSyntaxError,
  decodeUtf8,
  detectDelimiter,
  type CsvRecord,
} from "@/lib/csv/parse-csv";
import { unescapeFormula } from "@/lib/csv/write-csv";
import { DomainError, invalidField } from "@/lib/errors/domain-error";
import {
  ASK_ZOD,
  csvQuickCell,
  csvEntityRow,
  CSV_COLUMN_ORDER,
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

/** A CSV error of the reader → 400 (syntax) or 422 (limits); anything else as it is. */
function csvProblem(error: unknown): unknown {
  if (error instanceof CsvSyntaxError) {
    return new DomainError("malformed", `malformed CSV: ${error.message}`, {
      fields: { csv: error.message },
    });
  }
  if (error instanceof CsvLimitError) return invalidField("csv", error.message);
  return error;
}

const CSV_LIMITS = {
  maxColumns: MAX_CSV_COLUMNS,
  maxCellLength: MAX_CSV_CELL_LENGTH,
  maxRecords: MAX_CSV_ROWS + 1,
};

const notUtf8 = () => invalidField("csv", "must be UTF-8 text");
// PostgreSQL cannot store NUL in text; refused on every database alike.
const hasNul = () => invalidField("csv", "must not contain NUL characters");

/** The file's records, read one at a time; CSV errors become 400 (syntax) or 422 (limits). */
function* parseRecords(bytes: Uint8Array) {
  const text = decodeUtf8(bytes);
  if (text === undefined) throw notUtf8();
  if (text.includes("\u0000")) throw hasNul();
  try {
    yield* csvRecords(text, { delimiter: detectDelimiter(text), ...CSV_LIMITS });
  } catch (error) {
    throw csvProblem(error);
  }
}

/** Rows without a custom field value share this (never written to). */
const NO_FIELDS: ReadonlyMap<string, string> = new Map();

/** What the header says: which cell of a record feeds which column or custom field. */
type Header = {
  length: number;
  columns: Set<HomeboxColumn>;
  parsedColumns: Array<{ column: CsvColumn | "HB.url"; index: number }>;
  /** parsedColumns in the schema's order: the order of the keys of the rows csvEntityRow gives. */
  inSchemaOrder: Array<{ column: CsvColumn; index: number }>;
  fieldAt: Array<{ name: string; index: number }>;
};

/** The header's meaning, or its first problem. */
function readHeader(header: CsvRecord | undefined): Header | DomainError {
  if (!header) return invalidField("csv", "the file is empty; it needs a header line");
  const columnAt: Array<{ column: CsvColumn | "HB.url"; index: number }> = [];
  const fieldAt: Array<{ name: string; index: number }> = [];
  const seen = new Set<string>();
  for (const [index, cell] of header.cells.entries()) {
    const meaning = readHeaderCell(cell);
    if (meaning.kind === "ignored") continue;
    const key = meaning.kind === "column" ? meaning.column : `HB.field.${meaning.name}`;
    if (seen.has(key.toLowerCase())) return invalidField(key, "the header has this column twice");
    seen.add(key.toLowerCase());
    if (meaning.kind === "column") columnAt.push({ column: meaning.column, index });
    else {
      if (meaning.name.length > 255) return invalidField(key, "field names must be at most 255 characters");
      fieldAt.push({ name: meaning.name, index });
    }
  }
  const columns = new Set(columnAt.map((entry) => entry.column)) as Set<HomeboxColumn>;
  if (!columns.has("HB.name")) return invalidField("HB.name", "the header needs this column");
  const parsedColumns = columnAt.filter((entry) => entry.column !== "HB.url") as Array<{
    column: CsvColumn;
    index: number;
  }>;
  const schemaPlace = (column: CsvColumn) => CSV_COLUMN_ORDER.indexOf(column);
  return {
    length: header.cells.length,
    columns,
    parsedColumns,
    inSchemaOrder: [...parsedColumns].sort((a, b) => schemaPlace(a.column) - schemaPlace(b.column)),
    fieldAt,
  };
}

const NO_FIELD_COLUMNS: Header["fieldAt"] = [];

/** How a reading takes the rows of a file (see streamImportFile). */
type Reading = { checked?: boolean; withoutFields?: boolean };

/**
 * The data record numbered `index` as a row; undefined for a line with no value in any cell.
 * `withoutFields`: the custom fields are not read (the row has none).
 */
function readRow(
  header: Header,
  record: CsvRecord,
  index: number,
  { withoutFields = false }: Reading = {},
): ImportRow | DomainError | undefined {
  const { cells } = record;
  if (allBlank(cells)) return undefined;
  const position = { row: index, line: record.line };
  const problem = rowProblem(cells, header, position);
  if (problem instanceof DomainError) return problem;
  let fields: Map<string, string> | undefined;
  for (const { name, index: at } of withoutFields ? NO_FIELD_COLUMNS : header.fieldAt) {
    const cell = cells[at];
    if (cell === undefined || cell === "") continue;
    const value = unescapeFormula(cell);
    if (value !== "") (fields ??= new Map()).set(name, value);
  }
  // The position object becomes the row: one object per row, not two.
  const row = position as ImportRow;
  row.values = problem;
  row.fields = fields ?? NO_FIELDS;
  return row;
}

/** No value in any cell (a loop: this runs for every record of a file, twice). */
function allBlank(cells: string[]): boolean {
  for (let index = 0; index < cells.length; index++) if (cells[index]!.trim() !== "") return false;
  return true;
}

/**
 * Decodes, parses and validates an uploaded CSV/TSV file, all before anything is written. The
 * first problem found → 422 naming the row and column (400 for text that is not CSV at all).
 */
export function readImportFile(bytes: Uint8Array): ImportFile {
  const records = parseRecords(bytes);
  const header = readHeader(records.next().value ?? undefined);
  if (header instanceof DomainError) throw afterTheRest(records, header);
  const rows: ImportRow[] = [];
  let skipped = 0;
  let index = 0;
  for (const record of records) {
    const row = readRow(header, record, ++index);
    if (row instanceof DomainError) throw afterTheRest(records, row);
    if (row) rows.push(row);
    else skipped++;
  }
  return { columns: header.columns, fieldNames: header.fieldAt.map((entry) => entry.name), rows, skipped };
}

/** An import file's header and counts, once its rows have been streamed. */
export type ImportFileSummary = Omit<ImportFile, "rows"> & { rowCount: number };

/**
 * readImportFile for a file on disk, read as a stream: each valid row goes to `onRow` as it is read
 * and nothing else of the file is kept, so a caller can read the file once to check it and once
 * more to write it. The first problem is thrown as readImportFile throws it, after the rest of the
 * file was read for its own CSV errors. `checked`: the file passed before, its bytes need no
 * second encoding check. `withoutFields`: a reading that has no use for the custom fields (an
 * import's first) does not read them.
 */
export async function streamImportFile(
  path: string,
  onRow: (row: ImportRow) => void | Promise<void>,
  options: Reading = {},
): Promise<ImportFileSummary> {
  if (!options.checked) await assertUtf8WithoutNul(path);
  const batches = await fileRecords(path);
  let batch: CsvRecord[] = [];
  let at = 0;
  const first = await nextRecord();
  const header = readHeader(first);
  if (header instanceof DomainError) throw await afterTheRestOf(batches, header);
  let skipped = 0;
  let rowCount = 0;
  let index = 0;
  for (;;) {
    const record = at < batch.length ? batch[at++] : await nextRecord();
    if (record === undefined) break;
    const row = readRow(header, record, ++index, options);
    if (row instanceof DomainError) throw await afterTheRestOf(batches, row);
    if (!row) skipped++;
    else {
      rowCount++;
      // Awaited only when it is a promise: a row handled at once costs no turn of the queue.
      const handled = onRow(row);
      if (handled) await handled;
    }
  }
  return {
    columns: header.columns,
    fieldNames: header.fieldAt.map((entry) => entry.name),
    skipped,
    rowCount,
  };

  /** The next record, from the next batch once this one is used up; undefined at the end. */
  async function nextRecord(): Promise<CsvRecord | undefined> {
    batch = [];
    at = 0;
    while (at >= batch.length) {
      const next = await batches.next();
      if (next.done) return undefined;
      batch = next.value;
    }
    return batch[at++];
  }
}

const BOM = "\uFEFF";

/** Bytes read from the file at a time. */
const READ_CHUNK_BYTES = 256 * 1024;

/** The whole file must be UTF-8 without NUL, before any of its rows counts (as readImportFile). */
async function assertUtf8WithoutNul(path: string): Promise<void> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let nul = false;
  const decode = (chunk?: Buffer) => {
    try {
      decoder.decode(chunk, { stream: chunk !== undefined });
    } catch {
      throw notUtf8();
    }
  };
  for await (const chunk of createReadStream(path, { highWaterMark: READ_CHUNK_BYTES })) {
    decode(chunk as Buffer);
    if (!nul && (chunk as Buffer).includes(0)) nul = true;
  }
  decode();
  if (nul) throw hasNul();
}

/** The file's text a piece at a time, without the byte order mark. */
async function* textOf(path: string): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  let first = true;
  for await (const chunk of createReadStream(path, { highWaterMark: READ_CHUNK_BYTES })) {
    let text = decoder.decode(chunk as Buffer, { stream: true });
    if (first && text.length > 0) {
      first = false;
      if (text.startsWith(BOM)) text = text.slice(BOM.length);
    }
    if (text.length > 0) yield text;
  }
  const rest = decoder.decode();
  if (rest.length > 0) yield first && rest.startsWith(BOM) ? rest.slice(BOM.length) : rest;
}

/** The file's records a batch at a time; the delimiter is the header line's, as readImportFile decides it. */
async function fileRecords(path: string): Promise<AsyncGenerator<CsvRecord[]>> {
  const pieces = textOf(path);
  const start: string[] = [];
  for (;;) {
    const next = await pieces.next();
    if (next.done) break;
    start.push(next.value);
    if (/[\r\n]/.test(next.value)) break;
  }
  const begun = start.join("");
  async function* all() {
    if (begun.length > 0) yield begun;
    yield* pieces;
  }
  const records = csvRecordBatchesOfChunks(all(), { delimiter: detectDelimiter(begun), ...CSV_LIMITS });
  return (async function* () {
    try {
      yield* records;
    } catch (error) {
      throw csvProblem(error);
    }
  })();
}

/** afterTheRest for a stream of records. */
async function afterTheRestOf(records: AsyncIterator<unknown>, error: DomainError): Promise<DomainError> {
  while (!(await records.next()).done) continue;
  return error;
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
  header: Header,
  position: { row: number; line: number },
): CsvEntityRow | DomainError {
  for (let extra = header.length; extra < cells.length; extra++) {
    if (cells[extra]!.trim() !== "") {
      return rowError(position, `column ${extra + 1}`, "the row has more cells than the header");
    }
  }
  // Zod costs about 0.5 s of CPU per 50,000-row file, and as much again in garbage collection:
  // a row whose every cell the quick readers vouch for does without it.
  const quick = quickValues(cells, header.inSchemaOrder);
  if (quick !== undefined) return quick;
  const raw: Record<string, string> = {};
  for (const { column, index: at } of header.parsedColumns) raw[column] = unescapeFormula(cells[at] ?? "");
  const result = csvEntityRow.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  return rowError(position, String(issue.path[0] ?? "csv"), issue.message);
}

/**
 * csvEntityRow's output for a record, read without Zod when every cell is one the quick readers
 * vouch for; undefined when any is not (csvEntityRow then decides the row).
 */
function quickValues(cells: string[], inSchemaOrder: Header["inSchemaOrder"]): CsvEntityRow | undefined {
  const values: Record<string, unknown> = {};
  for (const { column, index: at } of inSchemaOrder) {
    const value = csvQuickCell[column](unescapeFormula(cells[at] ?? ""));
    if (value === ASK_ZOD) return undefined;
    values[column] = value;
  }
  return values as CsvEntityRow;
}
