/**
 * @typedef {import("pdf-lib").PDFFont} PDFFont
 * @typedef {{ widthOfTextAtSize(text: string, size: number): number }} TextMeasure a font's width
 *   function (a pdf-lib font, or the reports' embedded faces: lib/reports/pdf-fonts.mjs)
 */

/** @type {WeakMap<PDFFont, Set<number>>} */
const characterSets = new WeakMap();

/**
 * @param {PDFFont} font
 * @returns {Set<number>}
 */
function characterSet(font) {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}

/**
 * Text the font can encode: the standard PDF fonts only know WinAnsi, so other characters lose
 * their accents where that helps ("ő" → "o") and otherwise become "?". Whitespace runs become one
 * space. Fonts that prepare their own text (the embedded faces of lib/reports/pdf-fonts.mjs, which
 * fall back from face to face) do so.
 * @param {string} text
 * @param {PDFFont | { prepare(text: string): string }} font
 * @returns {string}
 */
export function encodableText(text, font) {
  if ("prepare" in font) return font.prepare(text);
  const known = characterSet(font);
  /** @param {string} value */
  const fits = (value) => [...value].every((char) => known.has(/** @type {number} */ (char.codePointAt(0))));
  let out = "";
  for (const char of text.replace(/\s+/g, " ").trim()) {
    if (fits(char)) out += char;
    else {
      const plain = char.normalize("NFKD").replace(/\p{M}/gu, "");
      out += plain && fits(plain) ? plain : "?";
    }
  }
  return out;
}

const ELLIPSIS = "…";

/**
 * The longest start of `text` that, followed by "…", is at most `width` wide (all of it if it fits).
 * @param {string} text
 * @param {TextMeasure} font
 * @param {number} size
 * @param {number} width
 * @returns {string}
 */
export function truncateToWidth(text, font, size, width) {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  const chars = [...text];
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const candidate = `${chars.slice(0, middle).join("").trimEnd()}${ELLIPSIS}`;
    if (font.widthOfTextAtSize(candidate, size) <= width) low = middle;
    else high = middle - 1;
  }
  return `${chars.slice(0, low).join("").trimEnd()}${ELLIPSIS}`;
}

/**
 * Splits one word that is wider than the line into line-wide pieces.
 * @param {string} word
 * @param {TextMeasure} font
 * @param {number} size
 * @param {number} width
 * @returns {string[]}
 */
function breakWord(word, font, size, width) {
  const pieces = [];
  let piece = "";
  for (const char of word) {
    if (piece && font.widthOfTextAtSize(piece + char, size) > width) {
      pieces.push(piece);
      piece = char;
    } else piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Han, kana and full-width forms: written without spaces, so a line may break between any two. */
const CJK = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/u;
/** Closing marks and small kana that must not start a line (the usual Japanese rule, kept short). */
const NO_LINE_START = /[、。，．・：；？！ー）」』】〕〉》々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ]/u;

/**
 * The text's pieces between break opportunities: words, and within a word each CJK character.
 * @param {string} text
 * @returns {Array<{ piece: string; space: boolean }>} `space`: a space separates it from the previous
 */
function breakablePieces(text) {
  /** @type {Array<{ piece: string; space: boolean }>} */
  const pieces = [];
  for (const word of text.split(" ").filter(Boolean)) {
    let piece = "";
    let previous = "";
    let space = true;
    for (const char of word) {
      if (piece && (CJK.test(char) || CJK.test(previous)) && !NO_LINE_START.test(char)) {
        pieces.push({ piece, space });
        piece = "";
        space = false;
      }
      piece += char;
      previous = char;
    }
    if (piece) pieces.push({ piece, space });
  }
  return pieces;
}

/**
 * Greedy word wrap into lines at most `width` wide (Chinese and Japanese break between
 * characters). With more than `maxLines` lines, the last kept line ends in "…" and `truncated` is true.
 * @param {string} text
 * @param {TextMeasure} font
 * @param {number} size
 * @param {number} width
 * @param {number} maxLines
 * @returns {{ lines: string[]; truncated: boolean }}
 */
export function wrapText(text, font, size, width, maxLines) {
  /** @type {string[]} */
  const lines = [];
  let line = "";
  for (const { piece, space } of breakablePieces(text)) {
    const joined = line ? `${line}${space ? " " : ""}${piece}` : piece;
    if (font.widthOfTextAtSize(joined, size) <= width) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    const pieces = breakWord(piece, font, size, width);
    line = pieces.pop() ?? "";
    lines.push(...pieces);
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return { lines, truncated: false };
  const kept = lines.slice(0, maxLines);
  const rest = lines.slice(maxLines - 1).join(" ");
  const last = truncateToWidth(rest, font, size, width);
  kept[maxLines - 1] = last.endsWith(ELLIPSIS) ? last : last + ELLIPSIS;
  return { lines: kept, truncated: true };
}
