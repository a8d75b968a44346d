/** @typedef {import("./qr-matrix.mjs").QrMatrix} QrMatrix */

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
  for (let y = 0; y < matrix.size; y++) {
    let x = 0;
    while (x < matrix.size) {
      if (!matrix.dark[y * matrix.size + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < matrix.size && matrix.dark[y * matrix.size + x]) x++;
      parts.push(`M${start + quietZone} ${y + quietZone}h${x - start}v1h${start - x}z`);
    }
  }
  return parts.join("");
}
