import { describe, expect, it } from "vitest";
import { dueAtMostEvery } from "./due-at-most-every";

describe("dueAtMostEvery", () => {
  it("is due the first time, then not again until the interval has passed, per key", () => {
    expect(dueAtMostEvery("chore a", 1000, 10_000)).toBe(true);
    expect(dueAtMostEvery("chore a", 1000, 10_999)).toBe(false);
    expect(dueAtMostEvery("chore b", 1000, 10_500)).toBe(true);
    expect(dueAtMostEvery("chore a", 1000, 11_000)).toBe(true);
    expect(dueAtMostEvery("chore a", 1000, 11_500)).toBe(false);
  });
});
