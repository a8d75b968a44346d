import type { SheetTemplate } from "./sheet-layout.mjs";

// Where labels sit on a stock is computed in sheet-layout.mjs, which the render worker loads too.
export { labelBox, labelsPerPage, mm, pageCount } from "./sheet-layout.mjs";
export type { LabelBox, SheetTemplate } from "./sheet-layout.mjs";

const inch = (value: number) => value * 25.4;

/** One label per page, as label printers (continuous rolls and die-cut labels) take them. */
const single = (id: string, name: string, description: string, width: number, height: number) => ({
  id,
  name,
  description,
  pageWidth: width,
  pageHeight: height,
  labelWidth: width,
  labelHeight: height,
  columns: 1,
  rows: 1,
  left: 0,
  top: 0,
  pitchX: width,
  pitchY: height,
});

export const SHEET_TEMPLATES = {
  "avery-l7651": {
    id: "avery-l7651",
    name: "Avery L7651 (A4, 65 per sheet)",
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
    name: "Avery 5160 (US Letter, 30 per sheet)",
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
  "roll-62mm": single(
    "roll-62mm",
    "Brother 62 mm roll (62 × 29 mm)",
    "62 mm continuous roll, one 62 × 29 mm page per label",
    62,
    29,
  ),
  "brother-29mm": single(
    "brother-29mm",
    "Brother 29 mm roll (50 × 29 mm)",
    "29 mm continuous roll (Brother QL DK-22210), one 50 × 29 mm page per label",
    50,
    29,
  ),
  "brother-12mm": single(
    "brother-12mm",
    "Brother 12 mm tape (40 × 12 mm)",
    "12 mm tape (Brother P-touch TZe), one 40 × 12 mm page per label",
    40,
    12,
  ),
  "dymo-99012": single(
    "dymo-99012",
    "DYMO 99012 (89 × 36 mm)",
    "DYMO 99012 large address labels, 89 × 36 mm, one per page",
    89,
    36,
  ),
  "dymo-11354": single(
    "dymo-11354",
    "DYMO 11354 (57 × 32 mm)",
    "DYMO 11354 multi-purpose labels, 57 × 32 mm, one per page",
    57,
    32,
  ),
  "dymo-99010": single(
    "dymo-99010",
    "DYMO 99010 (89 × 28 mm)",
    "DYMO 99010 address labels, 89 × 28 mm, one per page",
    89,
    28,
  ),
} as const satisfies Record<string, SheetTemplate>;

export type SheetTemplateId = keyof typeof SHEET_TEMPLATES;
export const SHEET_TEMPLATE_IDS = Object.keys(SHEET_TEMPLATES) as [SheetTemplateId, ...SheetTemplateId[]];
