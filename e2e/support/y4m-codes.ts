import zxing from "@zxing/library";
import type { ModuleGrid } from "./y4m";

// @zxing/library is CommonJS: Playwright's ESM loader sees its default export only.
const { EncodeHintType, QRCodeDecoderErrorCorrectionLevel, QRCodeEncoder } = zxing;

/** A QR code of the text, with the medium error correction our labels use. */
export function qrGrid(text: string): ModuleGrid {
  const hints = new Map([[EncodeHintType.CHARACTER_SET, "UTF-8"]]);
  const matrix = QRCodeEncoder.encode(text, QRCodeDecoderErrorCorrectionLevel.M, hints).getMatrix();
  const size = matrix.getWidth();
  return { width: size, height: size, dark: (x, y) => matrix.get(x, y) === 1 };
}

// EAN-13 digit patterns (1 = bar): L and G for the left half, R for the right; the first digit is
// not drawn but chooses which left digits use G.
const L = [
  "0001101",
  "0011001",
  "0010011",
  "0111101",
  "0100011",
  "0110001",
  "0101111",
  "0111011",
  "0110111",
  "0001011",
];
const R = L.map((pattern) => [...pattern].map((bit) => (bit === "1" ? "0" : "1")).join(""));
const G = R.map((pattern) => [...pattern].reverse().join(""));
const PARITY = [
  "LLLLLL",
  "LLGLGG",
  "LLGGLG",
  "LLGGGL",
  "LGLLGG",
  "LGGLLG",
  "LGGGLL",
  "LGLGGL",
  "LGLGLG",
  "LGGLGL",
];

function ean13CheckDigit(first12: string): number {
  const sum = [...first12].reduce((total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

/** The 95 modules of an EAN-13 barcode, as a one-row grid. Throws on a wrong check digit. */
export function ean13Grid(code: string): ModuleGrid {
  if (!/^\d{13}$/.test(code)) throw new Error("an EAN-13 has 13 digits");
  const digits = [...code].map(Number);
  if (ean13CheckDigit(code.slice(0, 12)) !== digits[12]) throw new Error(`bad check digit in ${code}`);
  const parity = PARITY[digits[0]!]!;
  const left = digits.slice(1, 7).map((digit, index) => (parity[index] === "G" ? G : L)[digit]);
  const right = digits.slice(7).map((digit) => R[digit]);
  const bits = ["101", ...left, "01010", ...right, "101"].join("");
  return { width: bits.length, height: 1, dark: (x) => bits[x] === "1" };
}
