import { describe, expect, it } from "vitest";
import { monthBoundaries } from "./value-history";

describe("monthBoundaries", () => {
  it("gives the first day of each month, oldest first, then the midnight after today", () => {
    const points = monthBoundaries(new Date("2026-03-15T18:30:00Z"), 3);
    expect(points.map((point) => point.toISOString())).toEqual([
      "2026-01-01T00:00:00.000Z",
      "2026-02-01T00:00:00.000Z",
      "2026-03-01T00:00:00.000Z",
      "2026-03-16T00:00:00.000Z",
    ]);
  });

  it("crosses a year boundary", () => {
    const points = monthBoundaries(new Date("2026-01-31T00:00:00Z"), 2);
    expect(points[0]?.toISOString()).toBe("2025-12-01T00:00:00.000Z");
    expect(points[2]?.toISOString()).toBe("2026-02-01T00:00:00.000Z");
  });
});
