import * as pdfLibModule from "pdf-lib";
import { drawPdfLabel } from "./draw-pdf-label.mjs";
import { qrPdfOperators } from "./qr-path.mjs";
import { labelBox, mm, pageCount } from "./sheet-layout.mjs";

// In plain Node.js (the render worker) pdf-lib is CommonJS, its exports only on `default`.
/** @type {typeof import("pdf-lib")} */
const pdfLib = Reflect.get(pdfLibModule, "default") ?? pdfLibModule;
const { PDFDocument, PrintScaling, StandardFonts } = pdfLib;

/** @typedef {{ entity: import("./label-lines.mjs").LabelEntity; url: string }} SheetLabel */

/**
 * A print-ready PDF of the labels laid out on the template's sheets, starting `skip` slots into the
 * first sheet (for a sheet already partly used). Viewers are asked to print at actual size.
 * @param {SheetLabel[]} labels
 * @param {import("./sheet-layout.mjs").SheetTemplate} template
 * @param {number} [skip]
 * @returns {Promise<Uint8Array>}
 */
export async function labelSheetPdf(labels, template, skip = 0) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Labels (${template.id})`);
  pdf.setCreator("Cairn");
  pdf.setProducer("Cairn");
  pdf.catalog.getOrCreateViewerPreferences().setPrintScaling(PrintScaling.None);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const pages = Array.from({ length: pageCount(template, skip + labels.length) }, () =>
    sheetPage(pdf, pdf.addPage([mm(template.pageWidth), mm(template.pageHeight)])),
  );
  labels.forEach((label, index) => {
    const box = labelBox(template, skip + index);
    drawPdfLabel(/** @type {SheetPage} */ (pages[box.page]), box, label.entity, label.url, fonts);
  });
  for (const page of pages) page.finish();
  return pdf.save({ useObjectStreams: true });
}

/** @typedef {import("./draw-pdf-label.mjs").LabelSurface & { finish(): void }} SheetPage */

/**
 * A page that gathers its labels' QR codes as operator text and adds them as one compressed
 * content stream when finished; text goes through pdf-lib.
 * @param {import("pdf-lib").PDFDocument} pdf
 * @param {import("pdf-lib").PDFPage} page
 * @returns {SheetPage}
 */
function sheetPage(pdf, page) {
  /** @type {string[]} */
  const codes = [];
  return {
    getHeight: () => page.getHeight(),
    drawText: (text, options) => page.drawText(text, options),
    drawQrCode: (matrix, quietZone, placement) => codes.push(qrPdfOperators(matrix, quietZone, placement)),
    finish() {
      if (codes.length === 0) return;
      page.node.addContentStream(pdf.context.register(pdf.context.flateStream(codes.join(""))));
    },
  };
}
