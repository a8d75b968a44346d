import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import { drawPdfLabel, type LabelSurface } from "@/lib/labels/draw-pdf-label.mjs";
import type { QrMatrix } from "@/lib/labels/qr-matrix.mjs";
import { qrPdfOperators } from "@/lib/labels/qr-path.mjs";
import type { LabelEntity } from "@/lib/labels/label-entities";
import type { LabelFont, LabelFonts } from "@/lib/labels/label-text-layout.mjs";
import { labelBox, type SheetTemplate } from "@/lib/labels/sheet-templates";
import type { Grey } from "./qr-decode";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

let fonts: Promise<LabelFonts> | undefined;

/** The sheet's fonts, for measuring text as the PDF does. */
function sheetFonts(): Promise<LabelFonts> {
  fonts ??= PDFDocument.create().then(async (pdf) => ({
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  }));
  return fonts;
}

/**
 * One label of a sheet PDF as a printer would put it on paper: drawPdfLabel draws onto a page
 * that records its calls as SVG (no PDF rasteriser is installed), which librsvg then renders at
 * `dpi`, anti-aliased as a printer driver's raster would be. Answers 8-bit grey pixels.
 */
export async function rasterizeSheetLabel(
  template: SheetTemplate,
  entity: LabelEntity,
  url: string,
  dpi: number,
): Promise<Grey> {
  const box = { ...labelBox(template, 0), page: 0 };
  const pageHeight = (template.pageHeight * 72) / 25.4;
  const parts: string[] = [];
  const labelFonts = await sheetFonts();
  const page = {
    getHeight: () => pageHeight,
    // The operators the sheet writes, read back as SVG: the cm line places the code, each re line
    // is one run of dark modules.
    drawQrCode(matrix: QrMatrix, quietZone: number, placement: { x: number; y: number; scale: number }) {
      const [placing, ...runs] = qrPdfOperators(matrix, quietZone, placement).trim().split("\n");
      const [scale, , , , x, y] = placing!
        .replace(/^q 0 0 0 rg /, "")
        .split(" ")
        .map(Number);
      const path = runs
        .filter((line) => line.endsWith(" re"))
        .map((line) => {
          const [left, top, width, height] = line.split(" ").map(Number);
          return `M${left} ${top}h${width}v${height}h${-width!}z`;
        });
      parts.push(
        `<path transform="translate(${x} ${pageHeight - y!}) scale(${scale})" d="${path.join("")}"/>`,
      );
    },
    drawText(text: string, options: { x: number; y: number; size: number; font: LabelFont }) {
      const weight = options.font === labelFonts.bold ? "bold" : "normal";
      parts.push(
        `<text x="${options.x}" y="${pageHeight - options.y}" font-family="Helvetica, Arial, sans-serif" font-weight="${weight}" font-size="${options.size}">${escapeXml(text)}</text>`,
      );
    },
  } satisfies LabelSurface;
  drawPdfLabel(page, box, entity, url, labelFonts);
  // The crop starts on a printer dot, counted from the page's top-left corner as printers do.
  const dot = 72 / dpi;
  const left = Math.floor(box.x / dot) * dot;
  const top = Math.floor((pageHeight - box.y - box.height) / dot) * dot;
  const width = Math.ceil(box.width / dot);
  const height = Math.ceil(box.height / dot);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${left} ${top} ${width * dot} ${height * dot}"><rect x="${left}" y="${top}" width="${width * dot}" height="${height * dot}" fill="#fff"/><g fill="#000">${parts.join("")}</g></svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
