/** Millimetres to PDF points (1/72 inch). */
export const mm = (value: number) => (value * 72) / 25.4;
const inch = (value: number) => value * 25.4;

/** A label stock: the page, the label size and the grid the labels sit on, in millimetres. */
export type SheetTemplate = {
  id: string;
  description: string;
  pageWidth: number;
  pageHeight: number;
  labelWidth: number;
  labelHeight: number;
  columns: number;
  rows: number;
  /** From the page's left and top edges to the first label. */
  left: number;
  top: number;
  /** From one label's left (top) edge to the next one's. */
  pitchX: number;
  pitchY: number;
};

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

export const labelsPerPage = (template: SheetTemplate) => template.columns * template.rows;

/** A label's box on its page, in PDF points with the origin at the page's bottom-left corner. */
export type LabelBox = { page: number; x: number; y: number; width: number; height: number };

/** Where the label at `index` goes: filled row by row, left to right, then onto the next page. */
export function labelBox(template: SheetTemplate, index: number): LabelBox {
  const perPage = labelsPerPage(template);
  const slot = index % perPage;
  const column = slot % template.columns;
  const row = Math.floor(slot / template.columns);
  const top = template.top + row * template.pitchY;
  return {
    page: Math.floor(index / perPage),
    x: mm(template.left + column * template.pitchX),
    y: mm(template.pageHeight - top - template.labelHeight),
    width: mm(template.labelWidth),
    height: mm(template.labelHeight),
  };
}

export const pageCount = (template: SheetTemplate, labels: number) =>
  Math.ceil(labels / labelsPerPage(template));
