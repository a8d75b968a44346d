import * as pdfLibModule from "pdf-lib";
import { detailLines } from "./label-lines.mjs";
import { blockHeight, layoutLabelText } from "./label-text-layout.mjs";
import { mm } from "./sheet-layout.mjs";
import { qrMatrix } from "./qr-matrix.mjs";

// In plain Node.js (the render worker) pdf-lib is CommonJS, its exports only on `default`.
/** @type {typeof import("pdf-lib")} */
const pdfLib = Reflect.get(pdfLibModule, "default") ?? pdfLibModule;
const { rgb } = pdfLib;

/**
 * Where a label is drawn: a sheet's page. The QR code goes through its own call so the sheet can
 * write it as plain operators (lib/labels/qr-path.mjs), and a test can draw it as SVG.
 * @typedef {{
 *   getHeight(): number;
 *   drawText(text: string, options: { x: number; y: number; size: number; font: import("./label-text-layout.mjs").LabelFont; color: import("pdf-lib").Color }): void;
 *   drawQrCode(matrix: import("./qr-matrix.mjs").QrMatrix, quietZone: number, placement: { x: number; y: number; scale: number }): void;
 * }} LabelSurface
 */

const BLACK = rgb(0, 0, 0);
/** The label's own edge is white, so two modules of quiet zone beside the padding are enough. */
const QR_QUIET_MODULES = 2;
/**
 * One dot of a 300 dpi printer (most label printers; 600 dpi office printers put two dots where it
 * puts one), in points. The QR code's modules are whole dots on that grid: a module that straddles
 * dots prints a dot wider or narrower than its neighbours, and about 2 % of codes then no longer
 * read in ZXing, which takes such runs for finder patterns.
 */
const DOT = 72 / 300;
const toDots = (/** @type {number} */ points) => Math.round(points / DOT) * DOT;

/**
 * Draws one label into its box: the QR code of `url` on the left, name and details beside it.
 * @param {LabelSurface} page
 * @param {import("./sheet-layout.mjs").LabelBox} box
 * @param {import("./label-lines.mjs").LabelEntity} entity
 * @param {string} url
 * @param {import("./label-text-layout.mjs").LabelFonts} fonts
 * @returns {void}
 */
export function drawPdfLabel(page, box, entity, url, fonts) {
  const padding = Math.min(mm(1.5), box.height * 0.07);
  const qrSide = box.height - 2 * padding;
  const matrix = qrMatrix(url);
  const modules = matrix.size + 2 * QR_QUIET_MODULES;
  const moduleSize = Math.max(1, Math.floor(qrSide / modules / DOT)) * DOT;
  // Printers lay their dots from the page's top-left corner.
  const fromTop = page.getHeight() - (box.y + box.height - padding - (qrSide - modules * moduleSize) / 2);
  page.drawQrCode(matrix, QR_QUIET_MODULES, {
    x: toDots(box.x + padding),
    y: page.getHeight() - toDots(fromTop),
    scale: moduleSize,
  });

  const textLeft = box.x + padding + qrSide + mm(0.5);
  const textWidth = box.x + box.width - padding - textLeft;
  const textHeight = box.height - 2 * padding;
  const lines = layoutLabelText(entity.name, detailLines(entity), fonts, textWidth, textHeight);
  let top = box.y + box.height - padding - Math.max(0, (textHeight - blockHeight(lines)) / 2);
  for (const line of lines) {
    const baseline = top - line.lineHeight + (line.lineHeight - line.size) / 2 + line.size * 0.2;
    page.drawText(line.text, { x: textLeft, y: baseline, size: line.size, font: line.font, color: BLACK });
    top -= line.lineHeight;
  }
}
