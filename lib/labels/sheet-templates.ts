import type { SheetTemplate } from "./sheet-layout.mjs";

// Where labels sit on a stock is computed in sheet-layout.mjs, which the render worker loads too.
export { labelBox, labelsPerPage, mm, pageCount } from "./sheet-layout.mjs";
export type { LabelBox, SheetTemplate } from "./sheet-layout.mjs";

const inch = (value: number) => value * 25.4;

export const SHEET_TEMPLATES = {
  "avery-l7651": {
    id: "avery-l7651",
    description: "A4 sheet, 65 labels of 38.1 × 21.2 mm (5 × 13)",
    pageWidth: 210,
    pageHeight: 297,
    labelWidth: 38.1,
    labelHeight: 21.2,
    columns: 5,
    rows: 13,
    left: 4.75,
    top: 10.7,
    pitchX: 40.6,
    pitchY: 21.2,
  },
  "avery-5160": {
    id: "avery-5160",
    description: 'US Letter sheet, 30 labels of 2⅝ × 1" (3 × 10)',
    pageWidth: inch(8.5),
    pageHeight: inch(11),
    labelWidth: inch(2.625),
    labelHeight: inch(1),
    columns: 3,
    rows: 10,
    left: inch(0.1875),
    top: inch(0.5),
    pitchX: inch(2.75),
    pitchY: inch(1),
  },
  "roll-62mm": {
    id: "roll-62mm",
    description: "62 mm continuous roll, one 62 × 29 mm page per label",
    pageWidth: 62,
    pageHeight: 29,
    labelWidth: 62,
    labelHeight: 29,
    columns: 1,
    rows: 1,
    left: 0,
    top: 0,
    pitchX: 62,
    pitchY: 29,
  },
} as const satisfies Record<string, SheetTemplate>;

export type SheetTemplateId = keyof typeof SHEET_TEMPLATES;
export const SHEET_TEMPLATE_IDS = Object.keys(SHEET_TEMPLATES) as [SheetTemplateId, ...SheetTemplateId[]];
