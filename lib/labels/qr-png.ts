import sharp from "sharp";
import { qrMatrix } from "./qr-matrix";
import { rasterizeQr, scaleToFit, type Raster } from "./qr-raster";

/** Side of a standalone QR image, in pixels (the code is scaled by whole pixels, so a little less). */
export const QR_IMAGE_PIXELS = 300;

/** A grey raster as a greyscale PNG. */
export function rasterPng(raster: Raster): Promise<Buffer> {
  return sharp(Buffer.from(raster.pixels.buffer, raster.pixels.byteOffset, raster.pixels.byteLength), {
    raw: { width: raster.width, height: raster.height, channels: 1 },
  })
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

/** `data` as a QR code PNG of about QR_IMAGE_PIXELS square. Throws QrDataTooLong. */
export function qrPng(data: string, pixels = QR_IMAGE_PIXELS): Promise<Buffer> {
  const matrix = qrMatrix(data);
  return rasterPng(rasterizeQr(matrix, scaleToFit(matrix, pixels)));
}
