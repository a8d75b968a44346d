import * as zxingModule from "@zxing/library";

// In plain Node.js (the render worker) @zxing/library is CommonJS, its exports only on `default`;
// the Next.js bundle takes its ES build, which has no `default`.
/** @type {typeof import("@zxing/library")} */
const zxing = Reflect.get(zxingModule, "default") ?? zxingModule;
const { EncodeHintType, QRCodeDecoderErrorCorrectionLevel: EccLevel, QRCodeEncoder, WriterException } = zxing;

/** @typedef {{ size: number; dark: Uint8Array }} QrMatrix A QR code's modules: `dark[y * size + x]` is 1 for a dark module. No quiet zone included. */

export class QrDataTooLong extends Error {
  constructor() {
    super("the data does not fit in a QR code");
    this.name = "QrDataTooLong";
  }
}

/**
 * @param {string} data
 * @param {import("@zxing/library").QRCodeDecoderErrorCorrectionLevel} level
 * @returns {QrMatrix}
 */
function encodeAt(data, level) {
  const hints = new Map([[EncodeHintType.CHARACTER_SET, "UTF-8"]]);
  const matrix = QRCodeEncoder.encode(data, level, hints).getMatrix();
  const size = matrix.getWidth();
  const dark = new Uint8Array(size * size);
  matrix.getArray().forEach((row, y) => {
    for (let x = 0; x < size; x++) dark[y * size + x] = row[x] === 1 ? 1 : 0;
  });
  return { size, dark };
}

/**
 * Encodes text (UTF-8) as a QR code. Medium error correction (a label survives a scuff) unless the
 * data only fits at the lowest level. Throws QrDataTooLong when not even that holds it.
 * @param {string} data
 * @returns {QrMatrix}
 */
export function qrMatrix(data) {
  for (const level of [EccLevel.M, EccLevel.L]) {
    try {
      return encodeAt(data, level);
    } catch (error) {
      if (!(error instanceof WriterException)) throw error;
    }
  }
  throw new QrDataTooLong();
}
