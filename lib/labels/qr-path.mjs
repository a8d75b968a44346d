/** @typedef {import("./qr-matrix.mjs").QrMatrix} QrMatrix */

/**
 * Each horizontal run of dark modules as [x, y, width] in module units (origin top-left, y down),
 * offset by `quietZone` modules.
 * @param {QrMatrix} matrix
 * @param {number} quietZone
 * @returns {Generator<[number, number, number]>}
 */
function* darkRuns(matrix, quietZone) {
  for (let y = 0; y < matrix.size; y++) {
    let x = 0;
    while (x < matrix.size) {
      if (!matrix.dark[y * matrix.size + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < matrix.size && matrix.dark[y * matrix.size + x]) x++;
      yield [start + quietZone, y + quietZone, x - start];
    }
  }
}

/**
 * The dark modules as one SVG path in module units (origin top-left, y down), a rectangle per
 * horizontal run of dark modules, offset by `quietZone` modules. Vector output stays sharp at any
 * printer resolution.
 * @param {QrMatrix} matrix
 * @param {number} [quietZone]
 * @returns {string}
 */
export function qrPath(matrix, quietZone = 0) {
  const parts = [];
  for (const [x, y, width] of darkRuns(matrix, quietZone)) parts.push(`M${x} ${y}h${width}v1h${-width}z`);
  return parts.join("");
}

/** A PDF number: at most four decimals, never an exponent. */
const pdfNumber = (/** @type {number} */ value) => String(Number(value.toFixed(4)));

/**
 * The same rectangles as PDF content-stream operators, filled black, with the code's top-left
 * corner at (x, y) in PDF points (y up) and one module `scale` points wide. Written as text rather
 * than through pdf-lib's drawing calls, which build several objects per operator: a 500-label sheet
 * held over 600 MB that way.
 * @param {QrMatrix} matrix
 * @param {number} quietZone
 * @param {{ x: number; y: number; scale: number }} placement
 * @returns {string}
 */
export function qrPdfOperators(matrix, quietZone, { x, y, scale }) {
  const lines = [
    `q 0 0 0 rg ${pdfNumber(scale)} 0 0 ${pdfNumber(-scale)} ${pdfNumber(x)} ${pdfNumber(y)} cm`,
  ];
  for (const [left, top, width] of darkRuns(matrix, quietZone)) lines.push(`${left} ${top} ${width} 1 re`);
  lines.push("f Q", "");
  return lines.join("\n");
}
