import {
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  QRCodeReader,
  RGBLuminanceSource,
} from "@zxing/library";
import sharp from "sharp";

type Grey = { data: Buffer; width: number; height: number };

function read(grey: Grey, hint: DecodeHintType): string | null {
  const luminance = new RGBLuminanceSource(new Uint8ClampedArray(grey.data), grey.width, grey.height);
  const bitmap = new BinaryBitmap(new HybridBinarizer(luminance));
  try {
    return new QRCodeReader().decode(bitmap, new Map([[hint, true]])).getText();
  } catch {
    return null;
  }
}

/** The left part of the image up to the first wide all-white band after something dark: the QR code of a label. */
function leftmostBlock(grey: Grey, whiteBand = 12): Grey | null {
  const darkIn = (x: number) => {
    for (let y = 0; y < grey.height; y++) if (grey.data[y * grey.width + x]! < 128) return true;
    return false;
  };
  let seenDark = false;
  let whiteRun = 0;
  for (let x = 0; x < grey.width; x++) {
    if (darkIn(x)) {
      seenDark = true;
      whiteRun = 0;
    } else if (seenDark && ++whiteRun >= whiteBand) {
      const width = x + 1;
      const data = Buffer.alloc(width * grey.height);
      for (let y = 0; y < grey.height; y++)
        grey.data.copy(data, y * width, y * grey.width, y * grey.width + width);
      return { data, width, height: grey.height };
    }
  }
  return null;
}

/**
 * Reads the QR code in a PNG (or any image sharp opens) back to its text; throws when none is found.
 * zxing's detector misjudges the grid of a few percent of perfectly drawn codes, so a failed read
 * is retried in its pure-barcode mode (which samples the code's own bounding box), on the whole
 * image and on its leftmost block (a label's code, without the text beside it).
 */
export async function decodeQr(image: Buffer): Promise<string> {
  const { data, info } = await sharp(image)
    .flatten({ background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`expected one grey channel, got ${info.channels}`);
  const grey = { data, width: info.width, height: info.height };
  const block = leftmostBlock(grey);
  const text =
    read(grey, DecodeHintType.TRY_HARDER) ??
    read(grey, DecodeHintType.PURE_BARCODE) ??
    (block ? read(block, DecodeHintType.PURE_BARCODE) : null);
  if (text === null) throw new Error("no QR code could be read in the image");
  return text;
}
