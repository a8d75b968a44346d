/**
 * How a search term can be matched. Both databases index trigrams, so a term needs at least three
 * characters (code points) to use an index. Terms with a control character (U+0000–U+001F) never
 * do: the indexes join several texts with U+001F, and only such a term could match across the join.
 */
export const MIN_INDEXED_TERM_LENGTH = 3;

const CONTROL_CHARACTER = /[\u0000-\u001f]/;

/** True when the term can be answered from the trigram indexes instead of a scan. */
export function isIndexableTerm(text: string): boolean {
  return [...text].length >= MIN_INDEXED_TERM_LENGTH && !CONTROL_CHARACTER.test(text);
}

/** SQLite's LOWER() without ICU: ASCII letters only. The SQLite index stores text this way. */
export function sqliteLowerCase(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/**
 * The FTS5 MATCH expression for a term on SQLite's trigram index: one phrase in double quotes
 * (inner quotes doubled), so nothing the user types is read as query syntax. The index holds
 * lower-cased text and matches case-sensitively, so the term is lower-cased the same way; the
 * match is then exactly `LOWER(column) LIKE '%term%'`. Undefined when the term is not indexable.
 */
export function ftsPhrase(text: string): string | undefined {
  if (!isIndexableTerm(text)) return undefined;
  return `"${sqliteLowerCase(text).replaceAll('"', '""')}"`;
}
