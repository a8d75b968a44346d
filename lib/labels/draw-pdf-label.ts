import { rgb, type PDFPage } from "pdf-lib";
import type { LabelEntity } from "./label-entities";
import { detailLines } from "./label-lines";
import { blockHeight, layoutLabelText, type LabelFonts } from "./label-text-layout";
import { mm, type LabelBox } from "./sheet-templates";
import { qrMatrix } from "./qr-matrix";
import { qrPath } from "./qr-path";

const BLACK = rgb(0, 0, 0);
/** The label's own edge is white, so two modules of quiet zone beside the padding are enough. */
const QR_QUIET_MODULES = 2;

/** Draws one label into its box: the QR code of `url` on the left, name and details beside it. */
export function drawPdfLabel(
  page: PDFPage,
  box: LabelBox,
  entity: LabelEntity,
  url: string,
  fonts: LabelFonts,
): void {
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
