import { labelsPerPage, SHEET_TEMPLATES, type SheetTemplate, type SheetTemplateId } from "./sheet-templates";

/** The stock the print view starts with: the 62 mm roll, the label size the PNG route draws. */
export const DEFAULT_PRINT_STOCK: SheetTemplateId = "roll-62mm";

/** Stocks as the size picker lists them: sheets, then rolls and tapes, as sheet-templates.ts has them. */
export const PRINT_STOCK_OPTIONS = Object.values(SHEET_TEMPLATES).map((template) => ({
  value: template.id,
  label: template.name,
}));

/**
 * On screen a label is drawn this many times its printed size (CSS millimetres): small tape labels
 * would be unreadable at 1:1, and the widest still fit a phone. Printing is always 1:1.
 */
export function screenScale(template: SheetTemplate): number {
  return Math.min(2.5, Math.max(1, 70 / template.labelWidth));
}

/** The labels in pages of the stock: one label a page on rolls, a sheet's worth on sheets. */
export function pagesOf<T>(labels: readonly T[], template: SheetTemplate): T[][] {
  const size = labelsPerPage(template);
  const pages: T[][] = [];
  for (let at = 0; at < labels.length; at += size) pages.push(labels.slice(at, at + size));
  return pages;
}

/** Largest and smallest name size, in millimetres, for a label this high. */
export function nameSizeRange(template: SheetTemplate): { min: number; max: number } {
  return { min: 1.2, max: Math.min(5, template.labelHeight * 0.22) };
}

/** Padding inside the label's edge (as the sheet PDF draws it). */
export const labelPadding = (template: SheetTemplate) => Math.min(1.5, template.labelHeight * 0.07);

/**
 * The print stylesheet for the stock: the page is the sheet or the roll label, no margin (the
 * printer's own is set in its driver), and nothing but the labels prints.
 */
export function printCss(template: SheetTemplate, scale: number): string {
  const sheet = labelsPerPage(template) > 1;
  const mm = (value: number) => `${Math.round(value * 1000) / 1000}mm`;
  return `
.label-sheet { --u: ${scale}mm; }
@page { size: ${mm(template.pageWidth)} ${mm(template.pageHeight)}; margin: 0; }
@media print {
  html, body { background: #fff !important; color: #000 !important; }
  .label-sheet { --u: 1mm; }
  .label-page {
    width: ${mm(template.pageWidth)}; height: ${mm(template.pageHeight)};
    overflow: hidden; display: grid; gap: 0; margin: 0; padding: 0;
    ${
      sheet
        ? `padding: ${mm(template.top)} 0 0 ${mm(template.left)};
    grid-template-columns: repeat(${template.columns}, ${mm(template.labelWidth)});
    grid-auto-rows: ${mm(template.labelHeight)};
    column-gap: ${mm(template.pitchX - template.labelWidth)};
    row-gap: ${mm(template.pitchY - template.labelHeight)};
    align-content: start;`
        : ""
    }
  }
  .label-page:not(:last-child) { break-after: page; }
  .printed-label { box-shadow: none !important; border-radius: 0 !important; }
}`;
}
