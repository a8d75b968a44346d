import * as zxingModule from "@zxing/library";
import { finderLookalikes } from "./finder-lookalikes.mjs";

// In plain Node.js (the render worker) @zxing/library is CommonJS, its exports only on `default`;
// the Next.js bundle takes its ES build, which has no `default`.
/** @type {typeof import("@zxing/library")} */
const zxing = Reflect.get(zxingModule, "default") ?? zxingModule;
const {
  EncodeHintType,
  QRCodeDecoderErrorCorrectionLevel: EccLevel,
  QRCodeEncoder,
  QRCodeMaskUtil: MaskUtil,
  QRCodeMatrixUtil: MatrixUtil,
  WriterException,
} = zxing;
const MASK_PATTERNS = 8;

/** @typedef {{ size: number; dark: Uint8Array }} QrMatrix A QR code's modules: `dark[y * size + x]` is 1 for a dark module. No quiet zone included. */

export class QrDataTooLong extends Error {
  constructor() {
    super("the data does not fit in a QR code");
    this.name = "QrDataTooLong";
  }
}

/** @typedef {import("@zxing/library").QRCodeByteMatrix} ByteMatrix */

/**
 * The standard's mask penalty (ZXing's own choice) of a built matrix.
 * @param {ByteMatrix} matrix
 * @returns {number}
 */
const maskPenalty = (matrix) =>
  MaskUtil.applyMaskPenaltyRule1(matrix) +
  MaskUtil.applyMaskPenaltyRule2(matrix) +
  MaskUtil.applyMaskPenaltyRule3(matrix) +
  MaskUtil.applyMaskPenaltyRule4(matrix);

/**
 * ZXing's encoder, except for the data mask: of the eight, the one whose modules form the fewest
 * finder look-alikes (finder-lookalikes.mjs), then the lowest standard penalty. ZXing's `encode`
 * asks `this.chooseMaskPattern`, so a subclass replaces just that step.
 */
// @ts-expect-error ZXing's typings mark Encoder's constructor private; only its static methods run.
class ScannableEncoder extends QRCodeEncoder {
  /**
   * @param {import("@zxing/library").BitArray} bits
   * @param {import("@zxing/library").QRCodeDecoderErrorCorrectionLevel} level
   * @param {import("@zxing/library").QRCodeVersion} version
   * @param {ByteMatrix} matrix
   * @returns {number}
   */
  static chooseMaskPattern(bits, level, version, matrix) {
    let best = { mask: 0, lookalikes: Infinity, penalty: Infinity };
    const size = matrix.getWidth();
    for (let mask = 0; mask < MASK_PATTERNS; mask++) {
      MatrixUtil.buildMatrix(bits, level, version, mask, matrix);
      const rows = matrix.getArray();
      const lookalikes = finderLookalikes({ size, isDark: (x, y) => rows[y]?.[x] === 1 });
      if (lookalikes > best.lookalikes) continue;
      const penalty = maskPenalty(matrix);
      if (lookalikes < best.lookalikes || penalty < best.penalty) best = { mask, lookalikes, penalty };
    }
    return best.mask;
  }
}

/** @typedef {QrMatrix & { version: number; lookalikes: number }} Encoded */

/**
 * The data as a QR code at this error correction level (and version, else the smallest that holds
 * it); null when it does not fit.
 * @param {string} data
 * @param {import("@zxing/library").QRCodeDecoderErrorCorrectionLevel} level
 * @param {number} [version]
 * @returns {Encoded | null}
 */
function encodeAt(data, level, version) {
  /** @type {Map<import("@zxing/library").EncodeHintType, unknown>} */
  const hints = new Map([[EncodeHintType.CHARACTER_SET, "UTF-8"]]);
  if (version !== undefined) hints.set(EncodeHintType.QR_VERSION, version);
  let code;
  try {
    code = ScannableEncoder.encode(data, level, hints);
  } catch (error) {
    if (error instanceof WriterException) return null;
    throw error;
  }
  const matrix = code.getMatrix();
  const size = matrix.getWidth();
  const dark = new Uint8Array(size * size);
  matrix.getArray().forEach((row, y) => {
    for (let x = 0; x < size; x++) dark[y * size + x] = row[x] === 1 ? 1 : 0;
  });
  const lookalikes = finderLookalikes({ size, isDark: (x, y) => dark[y * size + x] === 1 });
  return { size, dark, version: code.getVersion().getVersionNumber(), lookalikes };
}

/**
 * What is tried, in order, until a code has no finder look-alike in any of its eight masks:
 * medium error correction, then the stronger levels, then the same a size larger, up to four
 * sizes. Most codes need only the first step; each keeps the code at least as robust as medium.
 * @type {Array<["M" | "Q" | "H", number]>}
 */
const LADDER = [0, 1, 2, 3, 4].flatMap((larger) =>
  /** @type {const} */ (["M", "Q", "H"]).map(
    (level) => /** @type {["M" | "Q" | "H", number]} */ ([level, larger]),
  ),
);
const MAX_VERSION = 40;

/**
 * Encodes text (UTF-8) as a QR code that ZXing-based scanners read (see finder-lookalikes.mjs), at
 * medium error correction or stronger (a label survives a scuff) unless the data only fits at the
 * lowest level. Throws QrDataTooLong when not even that holds it.
 * @param {string} data
 * @returns {QrMatrix}
 */
export function qrMatrix(data) {
  /** @type {Encoded | null} */
  let best = null;
  /** @type {number | undefined} */
  let smallest;
  for (const [level, larger] of LADDER) {
    if (larger > 0 && (smallest === undefined || smallest + larger > MAX_VERSION)) continue;
    const code = encodeAt(data, EccLevel[level], larger > 0 ? Number(smallest) + larger : undefined);
    if (!code) continue;
    smallest ??= code.version;
    if (code.lookalikes === 0) return code;
    if (!best || code.lookalikes < best.lookalikes) best = code;
  }
  const code = best ?? encodeAt(data, EccLevel.L);
  if (!code) throw new QrDataTooLong();
  return code;
}
