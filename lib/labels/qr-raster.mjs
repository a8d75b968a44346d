/** @typedef {import("./qr-matrix.mjs").QrMatrix} QrMatrix */
/** @typedef {{ width: number; height: number; pixels: Uint8Array }} Raster */

/** The quiet zone the QR standard asks for around the code, in modules. */
export const QUIET_ZONE_MODULES = 4;

/**
 * The matrix as 8-bit grey pixels (0 black, 255 white), `scale` pixels per module and a white
 * margin of `quietZone` modules on every side.
 * @param {QrMatrix} matrix
 * @param {number} scale
 * @param {number} [quietZone]
 * @returns {Raster}
 */
export function rasterizeQr(matrix, scale, quietZone = QUIET_ZONE_MODULES) {
  const modules = matrix.size + 2 * quietZone;
  const width = modules * scale;
  const pixels = new Uint8Array(width * width).fill(255);
  for (let y = 0; y < matrix.size; y++) {
    for (let x = 0; x < matrix.size; x++) {
      if (!matrix.dark[y * matrix.size + x]) continue;
      const left = (x + quietZone) * scale;
      for (let row = 0; row < scale; row++) {
        const start = ((y + quietZone) * scale + row) * width + left;
        pixels.fill(0, start, start + scale);
      }
    }
  }
  return { width, height: width, pixels };
}

/**
 * The largest whole number of pixels per module that keeps the code within `pixels` (at least 1).
 * @param {QrMatrix} matrix
 * @param {number} pixels
 * @param {number} [quietZone]
 * @returns {number}
 */
export function scaleToFit(matrix, pixels, quietZone = QUIET_ZONE_MODULES) {
  return Math.max(1, Math.floor(pixels / (matrix.size + 2 * quietZone)));
}
