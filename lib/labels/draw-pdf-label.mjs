import * as pdfLibModule from "pdf-lib";
import { detailLines } from "./label-lines.mjs";
import { blockHeight, layoutLabelText } from "./label-text-layout.mjs";
import { mm } from "./sheet-layout.mjs";
import { qrMatrix } from "./qr-matrix.mjs";
import { qrPath } from "./qr-path.mjs";

// In plain Node.js (the render worker) pdf-lib is CommonJS, its exports only on `default`.
/** @type {typeof import("pdf-lib")} */
const pdfLib = Reflect.get(pdfLibModule, "default") ?? pdfLibModule;
const { rgb } = pdfLib;

const BLACK = rgb(0, 0, 0);
/** The label's own edge is white, so two modules of quiet zone beside the padding are enough. */
const QR_QUIET_MODULES = 2;

/**
 * Draws one label into its box: the QR code of `url` on the left, name and details beside it.
 * @param {import("pdf-lib").PDFPage} page
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
  const moduleSize = qrSide / (matrix.size + 2 * QR_QUIET_MODULES);
  page.drawSvgPath(qrPath(matrix, QR_QUIET_MODULES), {
    x: box.x + padding,
    y: box.y + box.height - padding,
    scale: moduleSize,
    color: BLACK,
    borderWidth: 0,
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
