/**
 * Writing CSV (RFC 4180, comma-separated, CRLF line ends), safe to open in a spreadsheet: a cell
 * that a spreadsheet would read as a formula (starting with = + - @ tab or CR, as OWASP lists) gets
 * a leading apostrophe, which the importer removes again (see unescapeFormula), so exports
 * round-trip exactly. HomeBox does the same (its csv_formula.go) and its importer strips the
 * apostrophe too.
 *
 * A plain negative number ("-5", "-12.50") is the one exception: a spreadsheet reads it as the
 * number it is and runs nothing, and an apostrophe would turn it into text. Without the apostrophe
 * there is nothing for the importer to strip, so it round-trips as well.
 */

/**
 * A cell that starts with a formula trigger, possibly after apostrophes. The apostrophes are
 * included so that a value which itself starts with "'=" survives the escape/unescape round trip.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const ESCAPED_FORMULA_START = /^'+[=+\-@\t\r]/;

const NEGATIVE_NUMBER = /^-(?:\d+(?:\.\d+)?|\.\d+)$/;

export function escapeFormula(value: string): string {
  if (NEGATIVE_NUMBER.test(value)) return value;
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
