import sharp from "sharp";
import { qrMatrix } from "./qr-matrix.mjs";
import { rasterizeQr, scaleToFit } from "./qr-raster.mjs";

/** Side of a standalone QR image, in pixels (the code is scaled by whole pixels, so a little less). */
export const QR_IMAGE_PIXELS = 300;

/**
 * A grey raster as a greyscale PNG.
 * @param {import("./qr-raster.mjs").Raster} raster
 * @returns {Promise<Buffer>}
 */
export function rasterPng(raster) {
  return sharp(Buffer.from(raster.pixels.buffer, raster.pixels.byteOffset, raster.pixels.byteLength), {
    raw: { width: raster.width, height: raster.height, channels: 1 },
  })
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

/**
 * `data` as a QR code PNG of about QR_IMAGE_PIXELS square. Throws QrDataTooLong.
 * @param {string} data
 * @param {number} [pixels]
 * @returns {Promise<Buffer>}
 */
export function qrPng(data, pixels = QR_IMAGE_PIXELS) {
  const matrix = qrMatrix(data);
  return rasterPng(rasterizeQr(matrix, scaleToFit(matrix, pixels)));
}
