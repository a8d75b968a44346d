import { PDFDocument, PrintScaling, StandardFonts } from "pdf-lib";
import { drawPdfLabel } from "./draw-pdf-label";
import type { LabelEntity } from "./label-entities";
import { labelBox, mm, pageCount, type SheetTemplate } from "./sheet-templates";

export type SheetLabel = { entity: LabelEntity; url: string };

/**
 * A print-ready PDF of the labels laid out on the template's sheets, starting `skip` slots into the
 * first sheet (for a sheet already partly used). Viewers are asked to print at actual size.
 */
export async function labelSheetPdf(
  labels: SheetLabel[],
  template: SheetTemplate,
  skip = 0,
): Promise<Uint8Array> {
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
    pdf.addPage([mm(template.pageWidth), mm(template.pageHeight)]),
  );
  labels.forEach((label, index) => {
    const box = labelBox(template, skip + index);
    drawPdfLabel(pages[box.page]!, box, label.entity, label.url, fonts);
  });
  return pdf.save({ useObjectStreams: true });
}
