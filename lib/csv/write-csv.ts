/**
 * Writing CSV (RFC 4180, comma-separated, CRLF line ends), safe to open in a spreadsheet: a cell
 * that a spreadsheet would read as a formula gets a leading apostrophe, which the importer removes
 * again (see unescapeFormula), so exports round-trip exactly.
 */

/**
 * A cell that starts with a formula trigger, possibly after apostrophes. The apostrophes are
 * included so that a value which itself starts with "'=" survives the escape/unescape round trip.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const ESCAPED_FORMULA_START = /^'+[=+\-@\t\r]/;

export function escapeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Undoes escapeFormula: drops one leading apostrophe in front of a formula trigger. */
export function unescapeFormula(value: string): string {
  return ESCAPED_FORMULA_START.test(value) ? value.slice(1) : value;
}

const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: formula-escaped, then quoted when it holds a comma, quote or line break. */
export function csvCell(value: string): string {
  const escaped = escapeFormula(value);
  return NEEDS_QUOTES.test(escaped) ? `"${escaped.replace(/"/g, '""')}"` : escaped;
}

/** One record, line end included. */
export function csvLine(values: readonly string[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
