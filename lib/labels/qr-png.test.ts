import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodeQr } from "@/tests/support/qr-decode";
import { QrDataTooLong, qrMatrix } from "./qr-matrix.mjs";
import { qrPng } from "./qr-png.mjs";
import { QUIET_ZONE_MODULES, rasterizeQr, scaleToFit } from "./qr-raster.mjs";

describe("QR codes", () => {
  it("round-trips a URL, unicode text and long text through a PNG", async () => {
    for (const data of [
      "http://127.0.0.1:7745/entities/3f0c2b9e-8a53-4c36-9d7a-1a1d2b3c4d5e",
      "Schublade ✓ 漢字 — äöü",
      "x".repeat(1500),
    ]) {
      const png = await qrPng(data);
      const meta = await sharp(png).metadata();
      expect(meta.format).toBe("png");
      expect(meta.width).toBe(meta.height);
      expect(await decodeQr(png)).toBe(data);
    }
  });

  it("falls back to low error correction, then gives up on data no QR code holds", () => {
    expect(qrMatrix("A".repeat(4000)).size).toBeGreaterThan(150);
    expect(() => qrMatrix("x".repeat(3000))).toThrow(QrDataTooLong);
  });

  it("rasterises whole pixels per module inside the quiet zone", () => {
    const matrix = qrMatrix("hello");
    expect(matrix.size).toBe(21);
    const scale = scaleToFit(matrix, 300);
    expect(scale).toBe(Math.floor(300 / (21 + 2 * QUIET_ZONE_MODULES)));
    const raster = rasterizeQr(matrix, scale);
    expect(raster.width).toBe((21 + 2 * QUIET_ZONE_MODULES) * scale);
    // The top-left finder pattern's corner module is dark, the quiet zone around it white.
    const at = (x: number, y: number) => raster.pixels[y * raster.width + x];
    const corner = QUIET_ZONE_MODULES * scale;
    expect(at(corner, corner)).toBe(0);
    expect(at(corner - 1, corner - 1)).toBe(255);
  });
});
