import zxing from "@zxing/library";
import { codeFrame, HEIGHT, WIDTH, type CodeFrame, type ModuleGrid } from "./y4m";

// @zxing/library is CommonJS: Playwright's ESM loader sees its default export only.
const { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } = zxing;

/** The text zxing reads from the fake camera's still picture of the code, or null. */
function read(luma: Uint8ClampedArray): string | null {
  try {
    const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luma, WIDTH, HEIGHT)));
    return new QRCodeReader().decode(bitmap).getText();
  } catch {
    return null;
  }
}

/**
 * Whether the scanner's library reads the QR code in the still picture upright, and turned upside
 * down (the scan page tries both, components/scanner/load-code-reader.ts). zxing's finder misses
 * some perfectly drawn codes upright, and the fake camera shows the same picture every time.
 */
export function stillReading(grid: ModuleGrid, frame: CodeFrame, text: string) {
  const upright = new Uint8ClampedArray(codeFrame(grid, frame));
  const turned = upright.slice().reverse();
  return { upright: read(upright) === text, turned: read(turned) === text };
}
