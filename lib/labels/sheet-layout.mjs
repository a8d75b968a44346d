// Where labels sit on a sheet (lib/labels/sheet-templates.ts holds the stocks). Plain JavaScript:
// the render worker (render-worker.mjs) loads it without a build step.

/**
 * @typedef {{
 *   id: string; name: string; description: string; pageWidth: number; pageHeight: number;
 *   labelWidth: number; labelHeight: number; columns: number; rows: number;
 *   left: number; top: number; pitchX: number; pitchY: number;
 * }} SheetTemplate A label stock: the page, the label size and the grid the labels sit on, in
 *   millimetres; `name` is what people choose it by. `left`/`top`: from the page's edges to the
 *   first label; `pitchX`/`pitchY`: from one label's left (top) edge to the next one's.
 */
/** @typedef {{ page: number; x: number; y: number; width: number; height: number }} LabelBox A label's box on its page, in PDF points with the origin at the page's bottom-left corner. */

/**
 * Millimetres to PDF points (1/72 inch).
 * @param {number} value
 * @returns {number}
 */
export const mm = (value) => (value * 72) / 25.4;

/**
 * @param {SheetTemplate} template
 * @returns {number}
 */
export const labelsPerPage = (template) => template.columns * template.rows;

/**
 * Where the label at `index` goes: filled row by row, left to right, then onto the next page.
 * @param {SheetTemplate} template
 * @param {number} index
 * @returns {LabelBox}
 */
export function labelBox(template, index) {
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

/**
 * @param {SheetTemplate} template
 * @param {number} labels
 * @returns {number}
 */
export const pageCount = (template, labels) => Math.ceil(labels / labelsPerPage(template));
