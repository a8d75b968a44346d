import type { PDFFont } from "pdf-lib";
import { encodableText, truncateToWidth, wrapText } from "./pdf-text";

export type LabelFonts = { regular: PDFFont; bold: PDFFont };
export type TextLine = { text: string; font: PDFFont; size: number; lineHeight: number };

/** Type sizes, in points: the name never exceeds MAX_SIZE nor goes below MIN_SIZE. */
const MAX_SIZE = 12;
const MIN_SIZE = 5;
const STEP = 0.5;
const LINE_GAP = 1.15;
/** Details (asset id, location) print a little smaller than the name. */
const DETAIL_RATIO = 0.85;
const MAX_NAME_LINES = 3;

function linesAt(
  name: string,
  details: string[],
  fonts: LabelFonts,
  size: number,
  width: number,
  maxNameLines: number,
) {
  const detailSize = Math.max(MIN_SIZE, size * DETAIL_RATIO);
  const wrapped = wrapText(encodableText(name, fonts.bold), fonts.bold, size, width, maxNameLines);
  const detailTexts = details.map((detail) => encodableText(detail, fonts.regular));
  const detailLines = detailTexts.map((text) => ({
    text: truncateToWidth(text, fonts.regular, detailSize, width),
    font: fonts.regular,
    size: detailSize,
    lineHeight: detailSize * LINE_GAP,
  }));
  const lines: TextLine[] = [
    ...wrapped.lines.map((text) => ({ text, font: fonts.bold, size, lineHeight: size * LINE_GAP })),
    ...detailLines,
  ];
  const truncated = wrapped.truncated || detailLines.some((line, index) => line.text !== detailTexts[index]);
  return { lines, truncated };
}

export const blockHeight = (lines: TextLine[]) => lines.reduce((sum, line) => sum + line.lineHeight, 0);

/**
 * The label's text lines (name in bold, then each detail) at the largest size that fits the box
 * without cutting any line; at the smallest size, lines are cut with "…" to what fits.
 */
export function layoutLabelText(
  name: string,
  details: string[],
  fonts: LabelFonts,
  width: number,
  height: number,
): TextLine[] {
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
  const kept: TextLine[] = [];
  for (const line of lines) {
    if (blockHeight([...kept, line]) > height && kept.length > 0) break;
    kept.push(line);
  }
  return kept;
}
