import type { BrowserMultiFormatReader } from "@zxing/browser";
import type { DecodeHintType } from "@zxing/library";

/**
 * The zxing reader for the formats Cairn expects: our QR labels and the product and shelf codes
 * found on things. Imported on demand, so only the scan page downloads zxing (a few hundred kB).
 */
export async function loadCodeReader(): Promise<BrowserMultiFormatReader> {
  const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType: Hint }] = await Promise.all([
    import("@zxing/browser"),
    import("@zxing/library"),
  ]);
  const formats = [
    BarcodeFormat.QR_CODE,
    BarcodeFormat.DATA_MATRIX,
    BarcodeFormat.EAN_13,
    BarcodeFormat.EAN_8,
    BarcodeFormat.UPC_A,
    BarcodeFormat.UPC_E,
    BarcodeFormat.CODE_128,
    BarcodeFormat.CODE_39,
    BarcodeFormat.ITF,
  ];
  const hints = new Map<DecodeHintType, unknown>([[Hint.POSSIBLE_FORMATS, formats]]);

  /**
   * Every other try reads the picture turned upside down. zxing's QR finder misses one of the
   * three corner squares of some codes in any size and position (about 1 code in 15 of our label
   * addresses, perfectly printed), and finds them turned: with the turned tries, about 1 in 150 is
   * left. Any code reads either way up, so the other codes lose nothing.
   */
  class TurningReader extends BrowserMultiFormatReader {
    private tries = 0;
    private turned: HTMLCanvasElement | null = null;

    override decodeFromCanvas(canvas: HTMLCanvasElement) {
      this.tries += 1;
      return super.decodeFromCanvas(this.tries % 2 === 0 ? this.halfTurn(canvas) : canvas);
    }

    private halfTurn(canvas: HTMLCanvasElement): HTMLCanvasElement {
      this.turned ??= canvas.ownerDocument.createElement("canvas");
      const turned = this.turned;
      turned.width = canvas.width;
      turned.height = canvas.height;
      const context = turned.getContext("2d", { willReadFrequently: true });
      if (!context) return canvas;
      context.setTransform(-1, 0, 0, -1, canvas.width, canvas.height);
      context.drawImage(canvas, 0, 0);
      return turned;
    }
  }
  // A few tries a second: quick to answer, gentle on a phone's battery.
  return new TurningReader(hints, { delayBetweenScanAttempts: 200, delayBetweenScanSuccess: 500 });
}
