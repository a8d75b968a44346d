import { describe, expect, it } from "vitest";
import { contentsLabel } from "./contents-label";

describe("contentsLabel", () => {
  it("counts items and adds the pieces only when they differ", () => {
    expect(contentsLabel(0, 0)).toBe("0 items");
    expect(contentsLabel(1, 1)).toBe("1 item");
    expect(contentsLabel(7, 13)).toBe("7 items · 13 pieces");
    expect(contentsLabel(1, 0)).toBe("1 item · 0 pieces");
    expect(contentsLabel(2, 1)).toBe("2 items · 1 piece");
    expect(contentsLabel(1200, 3400)).toBe("1,200 items · 3,400 pieces");
  });
});
