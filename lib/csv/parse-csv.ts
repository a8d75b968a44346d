/**
 * A small RFC 4180 reader: quoted cells may hold the delimiter, quotes (doubled) and line breaks;
 * records end with CRLF, LF or a lone CR. Pure and synchronous; it never throws anything but the
 * two errors below, whatever the input.
 */

export type CsvDelimiter = "," | "\t";

/** The text is not well-formed CSV (e.g. a quote that is never closed). */
export class CsvSyntaxError extends Error {
  readonly line: number;
  constructor(message: string, line: number) {
    super(`line ${line}: ${message}`);
    this.name = "CsvSyntaxError";
    this.line = line;
  }
}

/** The text is well-formed so far but breaks one of the caller's limits. */
export class CsvLimitError extends Error {
  readonly line: number;
  readonly limit: "columns" | "cell" | "records";
  constructor(limit: "columns" | "cell" | "records", message: string, line: number) {
    super(`line ${line}: ${message}`);
    this.name = "CsvLimitError";
    this.limit = limit;
    this.line = line;
  }
}

export type CsvRecord = {
  /** 1-based line on which the record starts. */
  line: number;
  cells: string[];
};

export type ParseCsvOptions = {
  delimiter: CsvDelimiter;
  /** Most cells a record may have. */
  maxColumns: number;
  /** Most characters one cell may hold. */
  maxCellLength: number;
  /** Most records (header included). */
  maxRecords: number;
};

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/**
 * The delimiter the header line (the text up to the first line break) uses: tab when it holds more
 * tabs than commas, else comma.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  let tabs = 0;
  let commas = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === LF || code === CR) break;
    if (code === 0x09) tabs++;
    else if (code === 0x2c) commas++;
  }
  return tabs > commas ? "\t" : ",";
}

/** Line breaks (CRLF, LF or lone CR) in text[from, to). */
function countLineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let index = from; index < to; index++) {
    const code = text.charCodeAt(index);
    if (code === LF) count++;
    else if (code === CR && text.charCodeAt(index + 1) !== LF) count++;
  }
  return count;
}

/**
 * Splits `text` into records of cells. Lines that are entirely empty are skipped. A record's cells
 * are returned as written (no trimming); the caller decides what an empty cell means.
 */
export function parseCsv(text: string, options: ParseCsvOptions): CsvRecord[] {
  return [...csvRecords(text, options)];
}

/**
 * parseCsv one record at a time: a large import validates each record as it is read instead of
 * holding every record's cells at once. Throws, when it reaches them, the errors parseCsv throws.
 */
export function* csvRecords(text: string, options: ParseCsvOptions): Generator<CsvRecord> {
  const delimiter = options.delimiter.charCodeAt(0);
  const counter = { records: 0 };
  let position = 0;
  let line = 1;
  while (position < text.length) {
    const read = readRecord(text, position, line, delimiter, options, true)!;
    position = read.position;
    line = read.line;
    const record = counted(read, counter, options);
    if (record) yield record;
  }
}

/**
 * csvRecords over text that arrives in pieces (a file read as a stream): only the record being
 * read and the rest of the current piece are held. The records, their lines and the errors are
 * those csvRecords gives for the whole text at once.
 */
export async function* csvRecordsOfChunks(
  chunks: AsyncIterator<string>,
  options: ParseCsvOptions,
): AsyncGenerator<CsvRecord> {
  for await (const batch of csvRecordBatchesOfChunks(chunks, options)) yield* batch;
}

/**
 * csvRecordsOfChunks a piece at a time: each batch holds the records completed by one piece of
 * text, in order. A large import reads tens of thousands of records; one promise and iterator
 * result per piece instead of per record leaves the garbage collector less to do. An error is
 * thrown after the batch of the records before it, where csvRecordsOfChunks throws it.
 */
export async function* csvRecordBatchesOfChunks(
  chunks: AsyncIterator<string>,
  options: ParseCsvOptions,
): AsyncGenerator<CsvRecord[]> {
  const delimiter = options.delimiter.charCodeAt(0);
  const counter = { records: 0 };
  let text = "";
  let final = false;
  let position = 0;
  let line = 1;
  let batch: CsvRecord[] = [];
  const more = async () => {
    const next = await chunks.next();
    if (next.done) final = true;
    else text = text.slice(position) + next.value;
    if (!next.done) position = 0;
  };
  const handOut = () => {
    const full = batch;
    batch = [];
    return full;
  };
  while (!final || position < text.length) {
    if (position >= text.length) {
      if (batch.length > 0) yield handOut();
      await more();
      continue;
    }
    let read: ReadRecord | null;
    try {
      read = readRecord(text, position, line, delimiter, options, final);
    } catch (error) {
      if (batch.length > 0) yield handOut();
      if (!(error instanceof UnclosedLongCell)) throw error;
      // Whether a quote comes later decides between the two errors the whole text would give.
      text = text.slice(error.from);
      position = 0;
      for (;;) {
        if (text.includes('"'))
          throw new CsvLimitError(
            "cell",
            `a cell is longer than ${options.maxCellLength} characters`,
            error.line,
          );
        const next = await chunks.next();
        if (next.done) throw new CsvSyntaxError("a quoted cell is never closed", error.line);
        text = next.value;
      }
    }
    if (!read) {
      if (batch.length > 0) yield handOut();
      await more();
      continue;
    }
    position = read.position;
    line = read.line;
    let record: CsvRecord | undefined;
    try {
      record = counted(read, counter, options);
    } catch (error) {
      if (batch.length > 0) yield handOut();
      throw error;
    }
    if (record) batch.push(record);
  }
  if (batch.length > 0) yield handOut();
}

/** The record to hand out (none for an empty line), once the record limit is checked. */
function counted(read: ReadRecord, counter: { records: number }, options: ParseCsvOptions) {
  if (read.cells.length === 1 && read.cells[0] === "") return undefined;
  if (counter.records >= options.maxRecords) {
    throw new CsvLimitError(
      "records",
      `the file has more than ${options.maxRecords - 1} rows`,
      read.startLine,
    );
  }
  counter.records++;
  return { line: read.startLine, cells: read.cells };
}

type ReadRecord = { cells: string[]; startLine: number; position: number; line: number };

/** A quoted cell runs past the text read so far and is already over the cell limit. */
class UnclosedLongCell {
  constructor(
    readonly from: number,
    readonly line: number,
  ) {}
}

/**
 * The record starting at `start`. Unless `final` (the text is all there is), null when the text
 * ends before the record is known to be complete: the caller reads on and asks again.
 */
function readRecord(
  text: string,
  start: number,
  startLine: number,
  delimiter: number,
  options: ParseCsvOptions,
  final: boolean,
): ReadRecord | null {
  const length = text.length;
  let position = start;
  let line = startLine;
  const cells: string[] = [];
  for (;;) {
    let cell: string;
    if (text.charCodeAt(position) === QUOTE) {
      const openLine = line;
      const parts: string[] = [];
      let size = 0;
      let from = position + 1;
      for (;;) {
        const close = text.indexOf('"', from);
        if (close < 0) {
          if (final) throw new CsvSyntaxError("a quoted cell is never closed", openLine);
          if (size + (length - from) > options.maxCellLength) throw new UnclosedLongCell(from, openLine);
          return null;
        }
        parts.push(text.slice(from, close));
        size += close - from;
        line += countLineBreaks(text, from, close);
        if (size > options.maxCellLength) {
          throw new CsvLimitError(
            "cell",
            `a cell is longer than ${options.maxCellLength} characters`,
            openLine,
          );
        }
        // A quote at the end of the text so far may be the first of a doubled one.
        if (close + 1 >= length && !final) return null;
        if (text.charCodeAt(close + 1) === QUOTE) {
          parts.push('"');
          size++;
          from = close + 2;
          continue;
        }
        position = close + 1;
        break;
      }
      const next = text.charCodeAt(position);
      if (position < length && next !== delimiter && next !== CR && next !== LF) {
        throw new CsvSyntaxError("unexpected text after a closing quote", line);
      }
      cell = parts.length === 1 ? parts[0]! : parts.join("");
    } else {
      let end = position;
      while (end < length) {
        const code = text.charCodeAt(end);
        if (code === delimiter || code === CR || code === LF) break;
        end++;
      }
      if (end - position > options.maxCellLength) {
        throw new CsvLimitError("cell", `a cell is longer than ${options.maxCellLength} characters`, line);
      }
      if (end >= length && !final) return null;
      cell = text.slice(position, end);
      position = end;
    }
    cells.push(cell);
    if (cells.length > options.maxColumns) {
      throw new CsvLimitError("columns", `a line has more than ${options.maxColumns} columns`, startLine);
    }
    if (position >= length) break;
    const code = text.charCodeAt(position);
    if (code === delimiter) {
      position++;
      if (position >= length) {
        if (!final) return null;
        cells.push("");
        break;
      }
      continue;
    }
    // A line break ends the record; a CR at the end of the text so far may be half of a CRLF.
    if (code === CR && position + 1 >= length && !final) return null;
    position += code === CR && text.charCodeAt(position + 1) === LF ? 2 : 1;
    line++;
    break;
  }
  return { cells, startLine, position, line };
}

const BOM = "\uFEFF";

/**
 * UTF-8 bytes (with or without a byte order mark) to text; undefined when the bytes are not valid
 * UTF-8.
 */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
  return text.startsWith(BOM) ? text.slice(BOM.length) : text;
}
