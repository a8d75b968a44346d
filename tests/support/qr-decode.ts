import {
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  QRCodeReader,
  RGBLuminanceSource,
} from "@zxing/library";
import sharp from "sharp";

export type Grey = { data: Uint8Array; width: number; height: number };

/**
 * The text of the QR code in 8-bit grey pixels, read as Cairn's scanner reads a camera frame
 * (ZXing's detector, no pure-barcode shortcut), or trying harder (every row: what other ZXing
 * apps do); null when none is found.
 */
export function readQrPixels(grey: Grey, mode: "scanner" | "try-harder" = "scanner"): string | null {
  const luminance = new RGBLuminanceSource(new Uint8ClampedArray(grey.data), grey.width, grey.height);
  const bitmap = new BinaryBitmap(new HybridBinarizer(luminance));
  const hints = new Map<DecodeHintType, unknown>(
    mode === "try-harder" ? [[DecodeHintType.TRY_HARDER, true]] : [],
  );
  try {
    return new QRCodeReader().decode(bitmap, hints).getText();
  } catch {
    return null;
  }
}

/**
 * Reads the QR code in a PNG (or any image sharp opens) back to its text, as the scanner does or
 * trying harder (a photo of a whole page needs it); throws when none is found.
 */
export async function decodeQr(image: Buffer): Promise<string> {
  const { data, info } = await sharp(image)
    .flatten({ background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`expected one grey channel, got ${info.channels}`);
  const grey = { data, width: info.width, height: info.height };
  const text = readQrPixels(grey) ?? readQrPixels(grey, "try-harder");
  if (text === null) throw new Error("no QR code could be read in the image");
  return text;
}
