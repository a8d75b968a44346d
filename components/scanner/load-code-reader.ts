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
  // A few tries a second: quick to answer, gentle on a phone's battery.
  return new BrowserMultiFormatReader(hints, { delayBetweenScanAttempts: 200, delayBetweenScanSuccess: 500 });
}
