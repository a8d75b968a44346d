/**
 * Money is stored as an integer count of ten-thousandths (BigInt), so sums in the database are
 * exact and every ISO currency (up to 3 decimals) fits. JSON carries plain numbers (prices) or
 * decimal strings (maintenance cost).
 */
export const MONEY_SCALE = 10_000n;
const SCALE_DIGITS = 4;

/** Exact conversion of a decimal text ("12.5", "-3", "1e3") to ten-thousandths; null when not a number. */
export function minorFromDecimalString(text: string): bigint | null {
  const trimmed = text.trim();
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(trimmed)) return null;
  const [mantissa, exponentText] = trimmed.toLowerCase().split("e") as [string, string | undefined];
  const negative = mantissa.startsWith("-");
  const [whole, fraction = ""] = mantissa.replace(/^[+-]/, "").split(".") as [string, string | undefined];
  const digits = `${whole}${fraction}`;
  const decimals = (fraction ?? "").length - Number(exponentText ?? 0);
  // value = digits × 10^-decimals; we want value × 10^4, rounded half away from zero.
  const shift = SCALE_DIGITS - decimals;
  let result: bigint;
  if (shift >= 0) {
    if (shift > 30) return null;
    result = BigInt(digits || "0") * 10n ** BigInt(shift);
  } else {
    const divisor = 10n ** BigInt(-shift);
    const value = BigInt(digits || "0");
    result = (value + divisor / 2n) / divisor;
  }
  return negative ? -result : result;
}

/** A JSON number (as the client meant it, e.g. 0.1 is exactly one tenth) to ten-thousandths. */
export function minorFromNumber(value: number): bigint {
  if (!Number.isFinite(value)) throw new RangeError("money must be a finite number");
  return minorFromDecimalString(String(value)) ?? 0n;
}

export function numberFromMinor(minor: bigint): number {
  return Number(minor) / Number(MONEY_SCALE);
}

/** Ten-thousandths as a decimal string with at least `minDecimals` decimals ("12.50"). */
export function decimalStringFromMinor(minor: bigint, minDecimals = 2): string {
  const negative = minor < 0n;
  const absolute = negative ? -minor : minor;
  const whole = absolute / MONEY_SCALE;
  let fraction = (absolute % MONEY_SCALE).toString().padStart(SCALE_DIGITS, "0").replace(/0+$/, "");
  fraction = fraction.padEnd(minDecimals, "0");
  return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

/** Largest amount accepted: keeps every sum far inside a signed 64-bit column. */
export const MAX_MONEY = 1_000_000_000_000;
