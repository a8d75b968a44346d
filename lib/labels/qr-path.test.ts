import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodeQr } from "@/tests/support/qr-decode";
import { qrMatrix } from "./qr-matrix.mjs";
import { qrPath, qrPdfOperators } from "./qr-path.mjs";

describe("qrPath", () => {
  it("draws one rectangle per run of dark modules", () => {
    const matrix = { size: 3, dark: Uint8Array.from([1, 1, 0, 0, 0, 0, 1, 0, 1]) };
    expect(qrPath(matrix, 1)).toBe("M1 1h2v1h-2zM1 3h1v1h-1zM3 3h1v1h-1z");
  });

  it("decodes back to the data once rasterised", async () => {
    const data = "https://stuff.example.com/entities/3f0c2b9e-8a53-4c36-9d7a-1a1d2b3c4d5e";
    const matrix = qrMatrix(data);
    const side = matrix.size + 8;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side * 6}" height="${side * 6}" viewBox="0 0 ${side} ${side}"><rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="${qrPath(matrix, 4)}"/></svg>`;
    expect(await decodeQr(await sharp(Buffer.from(svg)).png().toBuffer())).toBe(data);
  });

  it("writes the same runs as PDF operators, placed and scaled, y flipped", () => {
    const matrix = { size: 3, dark: Uint8Array.from([1, 1, 0, 0, 0, 0, 1, 0, 1]) };
    expect(qrPdfOperators(matrix, 1, { x: 10.080000000000002, y: 700.32, scale: 0.96 })).toBe(
      "q 0 0 0 rg 0.96 0 0 -0.96 10.08 700.32 cm\n1 1 2 1 re\n1 3 1 1 re\n3 3 1 1 re\nf Q\n",
    );
  });
});
