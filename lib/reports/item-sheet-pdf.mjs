import { qrMatrix } from "../labels/qr-matrix.mjs";
import { qrPdfOperators } from "../labels/qr-path.mjs";
import { BODY_BOTTOM, CONTENT_WIDTH, PAGE, PageCanvas } from "./pdf-page.mjs";
import { PdfStreamWriter } from "./pdf-stream-writer.mjs";

/**
 * One item's printable sheet, every word already in the reader's language.
 * @typedef {{
 *   title: string; lang: string; footer: string; pageLabel: string;
 *   heading: string; subheading: string; photo: string | null;
 *   qr: { url: string; caption: string[] };
 *   facts: [string, string][];
 *   attachmentsHeading: string; attachments: string[];
 * }} ItemSheetDocument
 */

const LEFT = PAGE.margin;
const RIGHT = PAGE.width - PAGE.margin;
const LIMIT = PAGE.height - BODY_BOTTOM;
const PHOTO = 190;
const QR = 84;
const LABEL_WIDTH = 112;
const LEADING = 12;

/**
 * The item sheet: name and place, photo and QR label on the right, every field on the left, then
 * the attachments. Long notes flow onto further pages. Returns the page count.
 * @param {ItemSheetDocument} doc
 * @param {import("./insurance-report-pdf.mjs").LoadPhotos} loadPhotos
 * @param {import("./pdf-stream-writer.mjs").Emit} emit
 */
export async function itemSheetPdf(doc, loadPhotos, emit) {
  const writer = new PdfStreamWriter(emit);
  const fonts = writer.fonts;
  let canvas = new PageCanvas(fonts);
  let pageNumber = 0;
  let y = PAGE.margin;
  const finishPage = async () => {
    pageNumber += 1;
    canvas.footer(doc.footer, doc.pageLabel.replace("{page}", String(pageNumber)));
    await writer.page(PAGE.width, PAGE.height, canvas.operators(), canvas.images);
    canvas = new PageCanvas(fonts);
    y = PAGE.margin;
  };

  y +=
    canvas.paragraph(doc.heading, {
      x: LEFT,
      y: y + 20,
      size: 20,
      bold: true,
      width: CONTENT_WIDTH,
      leading: 24,
      maxLines: 3,
    }) * 24;
  canvas.text(doc.subheading, { x: LEFT, y: y + 14, size: 11, gray: 0.35, width: CONTENT_WIDTH });
  y += 32;
  const sideTop = y;
  const photos = doc.photo ? await loadPhotos([doc.photo]) : new Map();
  const image = doc.photo ? photos.get(doc.photo) : undefined;
  canvas.image(image, RIGHT - PHOTO, sideTop, PHOTO, PHOTO, true);
  // A landscape photo leaves room below it: the QR code moves up under it.
  const photoHeight = image ? Math.min(PHOTO, (image.height * PHOTO) / image.width) : PHOTO;
  const qrTop = sideTop + photoHeight + 14;
  const matrix = qrMatrix(doc.qr.url);
  const scale = QR / (matrix.size + 4);
  canvas.raw(qrPdfOperators(matrix, 2, { x: RIGHT - PHOTO, y: PAGE.height - qrTop, scale }));
  let captionY = qrTop + 14;
  for (const line of doc.qr.caption) {
    const options = { x: RIGHT - PHOTO + QR + 6, y: captionY, size: 8.5, width: PHOTO - QR - 6, leading: 11 };
    captionY += 11 * canvas.paragraph(line, { ...options, maxLines: 4, gray: 0.3 }) + 4;
  }
  const sideBottom = qrTop + QR;

  for (const [label, value] of doc.facts) {
    const width = (y < sideBottom ? CONTENT_WIDTH - PHOTO - 16 : CONTENT_WIDTH) - LABEL_WIDTH;
    const lines = canvas.wrap(value, { size: 9.5, width, maxLines: 500 });
    let first = true;
    for (const line of lines) {
      if (y + LEADING > LIMIT) await finishPage();
      if (first) canvas.text(label, { x: LEFT, y: y + 9, size: 8.5, gray: 0.4, width: LABEL_WIDTH - 6 });
      canvas.text(line, { x: LEFT + LABEL_WIDTH, y: y + 9, size: 9.5 });
      first = false;
      y += LEADING;
    }
    y += 4;
  }
  if (pageNumber === 0) y = Math.max(y, sideBottom) + 16;
  else y += 16;
  if (y + 40 > LIMIT) await finishPage();
  canvas.text(doc.attachmentsHeading, { x: LEFT, y: y + 11, size: 11, bold: true, width: CONTENT_WIDTH });
  y += 18;
  canvas.rule(LEFT, y, CONTENT_WIDTH);
  y += 4;
  for (const line of doc.attachments) {
    if (y + LEADING > LIMIT) await finishPage();
    canvas.text(line, { x: LEFT, y: y + 9, size: 9.5, width: CONTENT_WIDTH });
    y += LEADING;
  }
  await finishPage();
  return writer.finish({ title: doc.title, lang: doc.lang });
}
