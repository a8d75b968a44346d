import {
  EncodeHintType,
  QRCodeDecoderErrorCorrectionLevel as EccLevel,
  QRCodeEncoder,
  WriterException,
} from "@zxing/library";

/** A QR code's modules: `dark[y * size + x]` is 1 for a dark module. No quiet zone included. */
export type QrMatrix = { size: number; dark: Uint8Array };

export class QrDataTooLong extends Error {
  constructor() {
    super("the data does not fit in a QR code");
    this.name = "QrDataTooLong";
  }
}

function encodeAt(data: string, level: EccLevel): QrMatrix {
  const hints = new Map<EncodeHintType, unknown>([[EncodeHintType.CHARACTER_SET, "UTF-8"]]);
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
 */
export function qrMatrix(data: string): QrMatrix {
  for (const level of [EccLevel.M, EccLevel.L]) {
    try {
      return encodeAt(data, level);
    } catch (error) {
      if (!(error instanceof WriterException)) throw error;
    }
  }
  throw new QrDataTooLong();
}
