import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./retry-delay";

describe("retryDelayMs", () => {
  it("grows 10 s, 1 min, 5 min, 30 min, 2 h, then 6 h with a 10 s base", () => {
    const base = 10_000;
    expect([1, 2, 3, 4, 5, 6].map((attempts) => retryDelayMs(attempts, base) / 1000)).toEqual([
      10, 60, 300, 1800, 7200, 21_600,
    ]);
  });

  it("stays at the longest delay after that", () => {
    expect(retryDelayMs(7, 10_000)).toBe(21_600_000);
    expect(retryDelayMs(30, 10_000)).toBe(21_600_000);
  });

  it("scales with the base (tests run with a tiny one)", () => {
    expect(retryDelayMs(1, 200)).toBe(200);
    expect(retryDelayMs(2, 200)).toBe(1200);
  });

  it("treats 0 or fewer attempts as the first", () => {
    expect(retryDelayMs(0, 1000)).toBe(1000);
  });
});
