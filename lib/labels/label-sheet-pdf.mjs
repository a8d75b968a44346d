import * as pdfLibModule from "pdf-lib";
import { DocumentFonts, faceBytes, pdfLibFontkit, subsetName } from "../reports/pdf-fonts.mjs";
import { drawPdfLabel } from "./draw-pdf-label.mjs";
import { detailLines } from "./label-lines.mjs";
import { qrPdfOperators } from "./qr-path.mjs";
import { labelBox, mm, pageCount } from "./sheet-layout.mjs";

// In plain Node.js (the render worker) pdf-lib is CommonJS, its exports only on `default`.
/** @type {typeof import("pdf-lib")} */
const pdfLib = Reflect.get(pdfLibModule, "default") ?? pdfLibModule;
const { PDFDocument, PrintScaling } = pdfLib;

/** @typedef {{ entity: import("./label-lines.mjs").LabelEntity; url: string }} SheetLabel */

/**
 * @typedef {import("../reports/pdf-fonts.mjs").FaceKey} FaceKey
 * @typedef {{ text: DocumentFonts; fonts: import("./label-text-layout.mjs").LabelFonts; faces: Map<FaceKey, import("pdf-lib").PDFFont> }} SheetFonts
 */

/**
 * The report's faces (lib/reports/pdf-fonts.mjs: Liberation Sans, then Droid Sans Fallback and
 * NanumSquare for what it lacks), embedded as subsets. Embedding is asynchronous and drawing is
 * not, so the faces the labels need are found first; a Latin-only sheet embeds no CJK face.
 * @param {import("pdf-lib").PDFDocument} pdf
 * @param {SheetLabel[]} labels
 * @returns {Promise<SheetFonts>}
 */
async function sheetFonts(pdf, labels) {
  const text = new DocumentFonts();
  /** @type {Set<FaceKey>} */
  const needed = new Set();
  let seed = "";
  for (const { entity } of labels) {
    seed += `${entity.name}\n${entity.assetId}\n${entity.location ?? ""}\n`;
    for (const piece of text.pieces(text.prepare(entity.name), true)) needed.add(piece.face);
    for (const detail of detailLines(entity)) {
      for (const piece of text.pieces(text.prepare(detail), false)) needed.add(piece.face);
    }
  }
  // The "…" of a cut line is Liberation's.
  needed.add("regular").add("bold");
  pdf.registerFontkit(pdfLibFontkit);
  /** @type {Map<FaceKey, import("pdf-lib").PDFFont>} */
  const faces = new Map();
  for (const key of needed)
    faces.set(key, await pdf.embedFont(faceBytes(key), { subset: true, customName: subsetName(key, seed) }));
  const prepare = (/** @type {string} */ value) => text.prepare(value);
  return {
    text,
    faces,
    fonts: { regular: { ...text.measure(false), prepare }, bold: { ...text.measure(true), prepare } },
  };
}

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
  const fonts = await sheetFonts(pdf, labels);
  const pages = Array.from({ length: pageCount(template, skip + labels.length) }, () =>
    sheetPage(pdf, pdf.addPage([mm(template.pageWidth), mm(template.pageHeight)]), fonts),
  );
  labels.forEach((label, index) => {
    const box = labelBox(template, skip + index);
    drawPdfLabel(/** @type {SheetPage} */ (pages[box.page]), box, label.entity, label.url, fonts.fonts);
  });
  for (const page of pages) page.finish();
  return pdf.save({ useObjectStreams: true });
}

/** @typedef {import("./draw-pdf-label.mjs").LabelSurface & { finish(): void }} SheetPage */

/**
 * A page that gathers its labels' QR codes as operator text and adds them as one compressed
 * content stream when finished; text goes through pdf-lib, a piece per face.
 * @param {import("pdf-lib").PDFDocument} pdf
 * @param {import("pdf-lib").PDFPage} page
 * @param {SheetFonts} fonts
 * @returns {SheetPage}
 */
function sheetPage(pdf, page, fonts) {
  /** @type {string[]} */
  const codes = [];
  return {
    getHeight: () => page.getHeight(),
    drawText: (text, { x, y, size, font, color }) => {
      const bold = font === fonts.fonts.bold;
      let left = x;
      for (const piece of fonts.text.pieces(text, bold)) {
        page.drawText(piece.text, {
          x: left,
          y,
          size,
          color,
          font: /** @type {import("pdf-lib").PDFFont} */ (fonts.faces.get(piece.face)),
        });
        left += fonts.text.width(piece.text, bold, size);
      }
    },
    drawQrCode: (matrix, quietZone, placement) => codes.push(qrPdfOperators(matrix, quietZone, placement)),
    finish() {
      if (codes.length === 0) return;
      page.node.addContentStream(pdf.context.register(pdf.context.flateStream(codes.join(""))));
    },
  };
}
