import { describe, expect, it } from "vitest";
import { jsonDepthExceeds } from "./json-depth";

describe("jsonDepthExceeds", () => {
  it("counts objects and arrays as levels", () => {
    expect(jsonDepthExceeds("x", 0)).toBe(false);
    expect(jsonDepthExceeds({}, 0)).toBe(true);
    expect(jsonDepthExceeds({ a: [1, { b: 2 }] }, 3)).toBe(false);
    expect(jsonDepthExceeds({ a: [1, { b: 2 }] }, 2)).toBe(true);
  });

  it("answers for very deep values without overflowing the stack", () => {
    const deep = JSON.parse(`${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}`);
    expect(jsonDepthExceeds(deep, 32)).toBe(true);
  });
});
