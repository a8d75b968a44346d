import { encodableText, truncateToWidth, wrapText } from "./pdf-text.mjs";

/**
 * A pdf-lib standard font, or the sheet's embedded faces (measured and prepared as a whole).
 * @typedef {import("pdf-lib").PDFFont | (import("./pdf-text.mjs").TextMeasure & { prepare(text: string): string })} LabelFont
 * @typedef {{ regular: LabelFont; bold: LabelFont }} LabelFonts
 * @typedef {{ text: string; font: LabelFont; size: number; lineHeight: number }} TextLine
 */

/** Type sizes, in points: the name never exceeds MAX_SIZE nor goes below MIN_SIZE. */
const MAX_SIZE = 12;
const MIN_SIZE = 5;
const STEP = 0.5;
const LINE_GAP = 1.15;
/** Details (asset id, location) print a little smaller than the name. */
const DETAIL_RATIO = 0.85;
const MAX_NAME_LINES = 3;

/**
 * @param {string} name
 * @param {string[]} details
 * @param {LabelFonts} fonts
 * @param {number} size
 * @param {number} width
 * @param {number} maxNameLines
 * @returns {{ lines: TextLine[]; truncated: boolean }}
 */
function linesAt(name, details, fonts, size, width, maxNameLines) {
  const detailSize = Math.max(MIN_SIZE, size * DETAIL_RATIO);
  const wrapped = wrapText(encodableText(name, fonts.bold), fonts.bold, size, width, maxNameLines);
  const detailTexts = details.map((detail) => encodableText(detail, fonts.regular));
  const detailLines = detailTexts.map((text) => ({
    text: truncateToWidth(text, fonts.regular, detailSize, width),
    font: fonts.regular,
    size: detailSize,
    lineHeight: detailSize * LINE_GAP,
  }));
  /** @type {TextLine[]} */
  const lines = [
    ...wrapped.lines.map((text) => ({ text, font: fonts.bold, size, lineHeight: size * LINE_GAP })),
    ...detailLines,
  ];
  const truncated = wrapped.truncated || detailLines.some((line, index) => line.text !== detailTexts[index]);
  return { lines, truncated };
}

/**
 * @param {TextLine[]} lines
 * @returns {number}
 */
export const blockHeight = (lines) => lines.reduce((sum, line) => sum + line.lineHeight, 0);

/**
 * The label's text lines (name in bold, then each detail) at the largest size that fits the box
 * without cutting any line; at the smallest size, lines are cut with "…" to what fits.
 * @param {string} name
 * @param {string[]} details
 * @param {LabelFonts} fonts
 * @param {number} width
 * @param {number} height
 * @returns {TextLine[]}
 */
export function layoutLabelText(name, details, fonts, width, height) {
  const largest = Math.max(MIN_SIZE, Math.min(MAX_SIZE, height / 2.5));
  for (let size = largest; size >= MIN_SIZE; size -= STEP) {
    const { lines, truncated } = linesAt(name, details, fonts, size, width, MAX_NAME_LINES);
    if (!truncated && blockHeight(lines) <= height) return lines;
  }
  const detailHeight = details.length * Math.max(MIN_SIZE, MIN_SIZE * DETAIL_RATIO) * LINE_GAP;
  const nameLines = Math.max(
    1,
    Math.min(MAX_NAME_LINES, Math.floor((height - detailHeight) / (MIN_SIZE * LINE_GAP))),
  );
  const { lines } = linesAt(name, details, fonts, MIN_SIZE, width, nameLines);
  // Whatever still does not fit (a tiny label with many details) is left off from the bottom.
  /** @type {TextLine[]} */
  const kept = [];
  for (const line of lines) {
    if (blockHeight([...kept, line]) > height && kept.length > 0) break;
    kept.push(line);
  }
  return kept;
}
