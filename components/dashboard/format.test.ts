import { describe, expect, it } from "vitest";
import { formatMoney } from "./format";

describe("dashboard formatting", () => {
  it("formats money in the group's currency", () => {
    expect(formatMoney(500.5, "USD")).toBe("$500.50");
    expect(formatMoney(0, "EUR")).toBe("€0.00");
  });

  it("falls back to a plain amount for a code Intl does not know", () => {
    expect(formatMoney(3, "??")).toBe("3.00 ??");
  });
});
