import type { PDFFont } from "pdf-lib";

const characterSets = new WeakMap<PDFFont, Set<number>>();

function characterSet(font: PDFFont): Set<number> {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}

/**
 * Text the font can encode: the standard PDF fonts only know WinAnsi, so other characters lose
 * their accents where that helps ("ő" → "o") and otherwise become "?". Whitespace runs become one space.
 */
export function encodableText(text: string, font: PDFFont): string {
  const known = characterSet(font);
  const fits = (value: string) => [...value].every((char) => known.has(char.codePointAt(0)!));
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

/** The longest start of `text` that, followed by "…", is at most `width` wide (all of it if it fits). */
export function truncateToWidth(text: string, font: PDFFont, size: number, width: number): string {
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

/** Splits one word that is wider than the line into line-wide pieces. */
function breakWord(word: string, font: PDFFont, size: number, width: number): string[] {
  const pieces: string[] = [];
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

/**
 * Greedy word wrap into lines at most `width` wide. With more than `maxLines` lines, the last kept
 * line ends in "…" and `truncated` is true.
 */
export function wrapText(
  text: string,
  font: PDFFont,
  size: number,
  width: number,
  maxLines: number,
): { lines: string[]; truncated: boolean } {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ").filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(joined, size) <= width) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    const pieces = breakWord(word, font, size, width);
    line = pieces.pop() ?? "";
    lines.push(...pieces);
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return { lines, truncated: false };
  const kept = lines.slice(0, maxLines);
  const rest = lines.slice(maxLines - 1).join(" ");
  kept[maxLines - 1] = truncateToWidth(rest, font, size, width);
  if (!kept[maxLines - 1]!.endsWith(ELLIPSIS)) kept[maxLines - 1] += ELLIPSIS;
  return { lines: kept, truncated: true };
}
