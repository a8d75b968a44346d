import { BODY_BOTTOM, CONTENT_WIDTH, PAGE, PageCanvas } from "./pdf-page.mjs";
import { PdfStreamWriter } from "./pdf-stream-writer.mjs";

/**
 * What the report shows, every word and figure already in the reader's language and the group's
 * currency (lib/reports/insurance-document.ts builds it on the server's side).
 * @typedef {{ name: string; lines: string[]; value: string; photo: string | null }} ReportItem
 * @typedef {{ heading: string; items: ReportItem[]; totalLabel: string; total: string }} ReportSection
 * @typedef {{
 *   title: string; lang: string; footer: string; pageLabel: string; continued: string;
 *   cover: { heading: string; subheading: string; facts: [string, string][]; note: string;
 *     summaryHeading: string; summaryColumns: [string, string, string]; summary: [string, string, string][] };
 *   sections: ReportSection[];
 *   grandTotal: [string, string];
 *   empty: string;
 * }} ReportDocument
 * @typedef {(keys: string[]) => Promise<Map<string, import("./pdf-stream-writer.mjs").PdfImage>>} LoadPhotos
 */

const TOP = PAGE.margin;
const LIMIT = PAGE.height - BODY_BOTTOM;
const LEFT = PAGE.margin;
const RIGHT = PAGE.width - PAGE.margin;
const PHOTO = 54;
const VALUE_WIDTH = 96;
const TEXT_LEFT = LEFT + PHOTO + 10;
const TEXT_WIDTH = CONTENT_WIDTH - PHOTO - 10 - VALUE_WIDTH - 8;
const DETAIL_LEADING = 10.5;
const MAX_DETAIL_LINES = 4;

/** @param {ReportItem} item */
const itemHeight = (item) =>
  Math.max(PHOTO, 14 + Math.min(item.lines.length, MAX_DETAIL_LINES) * DETAIL_LEADING) + 10;

/**
 * The insurance report as a PDF streamed through `emit`: a cover with the scope, counts and total,
 * a summary of the sections, then each section (a location path) with its items, photo first, and
 * its subtotal, and the overall total at the end. Each page's photos are loaded just before the
 * page is written and let go after it. Returns the page count.
 * @param {ReportDocument} doc
 * @param {LoadPhotos} loadPhotos
 * @param {import("./pdf-stream-writer.mjs").Emit} emit
 */
export async function insuranceReportPdf(doc, loadPhotos, emit) {
  const writer = new PdfStreamWriter(emit);
  const fonts = writer.fonts;
  let pageNumber = 0;
  /** @type {PageCanvas} */
  let canvas = new PageCanvas(fonts);
  let y = TOP;
  /** @type {Array<{ item: ReportItem; y: number }>} */
  let rows = [];

  const finishPage = async () => {
    pageNumber += 1;
    const photos = await loadPhotos([
      ...new Set(rows.map((row) => row.item.photo).filter((key) => key !== null)),
    ]);
    for (const row of rows) {
      canvas.image(row.item.photo ? photos.get(row.item.photo) : undefined, LEFT, row.y, PHOTO, PHOTO);
    }
    canvas.footer(doc.footer, doc.pageLabel.replace("{page}", String(pageNumber)));
    await writer.page(PAGE.width, PAGE.height, canvas.operators(), canvas.images);
    canvas = new PageCanvas(fonts);
    rows = [];
    y = TOP;
  };
  /** Starts a new page unless `height` more fits on this one. @param {number} height */
  const room = async (height) => {
    if (y + height > LIMIT && y > TOP) {
      await finishPage();
      return false;
    }
    return true;
  };

  // Cover.
  canvas.text(doc.cover.heading, { x: LEFT, y: y + 26, size: 26, bold: true, width: CONTENT_WIDTH });
  canvas.text(doc.cover.subheading, { x: LEFT, y: y + 52, size: 15, gray: 0.3, width: CONTENT_WIDTH });
  y += 80;
  for (const [label, value] of doc.cover.facts) {
    canvas.text(label, { x: LEFT, y: y + 10, size: 10, gray: 0.4, width: 150 });
    canvas.text(value, { x: LEFT + 160, y: y + 10, size: 11, bold: true, width: CONTENT_WIDTH - 160 });
    y += 20;
  }
  y += 10;
  y +=
    12 *
    canvas.paragraph(doc.cover.note, {
      x: LEFT,
      y: y + 9,
      size: 9,
      width: CONTENT_WIDTH,
      leading: 12,
      maxLines: 6,
      gray: 0.3,
    });
  y += 20;
  if (doc.cover.summary.length > 0) {
    const summaryHeader = () => {
      canvas.text(doc.cover.summaryHeading, {
        x: LEFT,
        y: y + 12,
        size: 12,
        bold: true,
        width: CONTENT_WIDTH,
      });
      y += 22;
      const [where, count, total] = doc.cover.summaryColumns;
      canvas.text(where, { x: LEFT, y: y + 8, size: 8, gray: 0.4, width: CONTENT_WIDTH - 200 });
      canvas.text(count, { x: RIGHT - 110, y: y + 8, size: 8, gray: 0.4, align: "right" });
      canvas.text(total, { x: RIGHT, y: y + 8, size: 8, gray: 0.4, align: "right" });
      y += 12;
      canvas.rule(LEFT, y, CONTENT_WIDTH);
      y += 4;
    };
    summaryHeader();
    for (const [where, count, total] of doc.cover.summary) {
      if (!(await room(14))) summaryHeader();
      canvas.text(where, { x: LEFT, y: y + 10, size: 9, width: CONTENT_WIDTH - 200 });
      canvas.text(count, { x: RIGHT - 110, y: y + 10, size: 9, align: "right" });
      canvas.text(total, { x: RIGHT, y: y + 10, size: 9, align: "right" });
      y += 14;
    }
  }
  await finishPage();

  if (doc.sections.length === 0) {
    canvas.text(doc.empty, { x: LEFT, y: y + 12, size: 11, gray: 0.4, width: CONTENT_WIDTH });
  }
  for (const section of doc.sections) {
    /** @param {boolean} continued */
    const heading = (continued) => {
      canvas.fill(LEFT, y, CONTENT_WIDTH, 20, 0.92);
      const text = continued ? `${section.heading} ${doc.continued}` : section.heading;
      canvas.text(text, { x: LEFT + 6, y: y + 14, size: 11, bold: true, width: CONTENT_WIDTH - 12 });
      y += 28;
    };
    await room(20 + 8 + itemHeight(section.items[0] ?? { name: "", lines: [], value: "", photo: null }));
    heading(false);
    for (const item of section.items) {
      const height = itemHeight(item);
      if (!(await room(height))) heading(true);
      rows.push({ item, y });
      canvas.text(item.name, { x: TEXT_LEFT, y: y + 10, size: 10.5, bold: true, width: TEXT_WIDTH });
      canvas.text(item.value, {
        x: RIGHT,
        y: y + 10,
        size: 10.5,
        bold: true,
        align: "right",
        width: VALUE_WIDTH,
      });
      item.lines.slice(0, MAX_DETAIL_LINES).forEach((line, index) => {
        canvas.text(line, {
          x: TEXT_LEFT,
          y: y + 24 + index * DETAIL_LEADING,
          size: 8.5,
          gray: 0.25,
          width: TEXT_WIDTH + VALUE_WIDTH,
        });
      });
      y += height;
      canvas.rule(TEXT_LEFT, y - 5, CONTENT_WIDTH - PHOTO - 10, 0.88);
    }
    await room(24);
    canvas.text(`${section.totalLabel}  ${section.total}`, {
      x: RIGHT,
      y: y + 12,
      size: 10,
      bold: true,
      align: "right",
    });
    y += 30;
  }
  await room(40);
  canvas.rule(LEFT, y, CONTENT_WIDTH, 0, 1.2);
  canvas.text(doc.grandTotal[0], { x: LEFT, y: y + 20, size: 13, bold: true, width: CONTENT_WIDTH - 180 });
  canvas.text(doc.grandTotal[1], { x: RIGHT, y: y + 20, size: 13, bold: true, align: "right" });
  await finishPage();
  return writer.finish({ title: doc.title, lang: doc.lang });
}
