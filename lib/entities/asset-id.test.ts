import { describe, expect, it } from "vitest";
import { formatAssetId, parseAssetId } from "./asset-id";

describe("formatAssetId", () => {
  it("pads to six digits split in threes", () => {
    expect(formatAssetId(1)).toBe("000-001");
    expect(formatAssetId(1234)).toBe("001-234");
    expect(formatAssetId(999_999)).toBe("999-999");
  });

  it("keeps larger numbers whole and gives '' when unset", () => {
    expect(formatAssetId(1_234_567)).toBe("1234-567");
    expect(formatAssetId(null)).toBe("");
    expect(formatAssetId(0)).toBe("");
  });
});

describe("parseAssetId", () => {
  it("reads the display form, plain numbers and padded numbers", () => {
    expect(parseAssetId("000-001")).toBe(1);
    expect(parseAssetId("42")).toBe(42);
    expect(parseAssetId("001234")).toBe(1234);
    expect(parseAssetId(" 1234-567 ")).toBe(1_234_567);
  });

  it("refuses anything else", () => {
    for (const text of ["", "abc", "0", "000-000", "-", "1.5", "12a", "99999999999"])
      expect(parseAssetId(text)).toBeNull();
  });
});
