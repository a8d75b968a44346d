import { describe, expect, it } from "vitest";
import { decimalStringFromMinor, minorFromDecimalString, minorFromNumber, numberFromMinor } from "./money";

describe("money", () => {
  it("converts decimal text exactly", () => {
    expect(minorFromDecimalString("12.5")).toBe(125_000n);
    expect(minorFromDecimalString("0.1")).toBe(1_000n);
    expect(minorFromDecimalString("-3")).toBe(-30_000n);
    expect(minorFromDecimalString("1e3")).toBe(10_000_000n);
    expect(minorFromDecimalString("1.23456")).toBe(12_346n);
    expect(minorFromDecimalString(".5")).toBe(5_000n);
    expect(minorFromDecimalString("abc")).toBeNull();
    expect(minorFromDecimalString("")).toBeNull();
  });

  it("takes JSON numbers as the client wrote them, so sums do not drift", () => {
    const sum = [0.1, 0.2, 19.99, 0.01].map(minorFromNumber).reduce((a, b) => a + b, 0n);
    expect(numberFromMinor(sum)).toBe(20.3);
    expect(minorFromNumber(1e-7)).toBe(0n);
    expect(() => minorFromNumber(Number.NaN)).toThrow();
  });

  it("formats decimal strings", () => {
    expect(decimalStringFromMinor(125_000n)).toBe("12.50");
    expect(decimalStringFromMinor(12_345n)).toBe("1.2345");
    expect(decimalStringFromMinor(0n)).toBe("0.00");
    expect(decimalStringFromMinor(-5_000n)).toBe("-0.50");
    expect(decimalStringFromMinor(10_000n, 0)).toBe("1");
  });
});
