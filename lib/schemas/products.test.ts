import { describe, expect, it } from "vitest";
import { barcodeSearchQuery, isProductCode } from "./products";

const issues = (query: Record<string, unknown>) => {
  const result = barcodeSearchQuery.safeParse(query);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("barcodeSearchQuery", () => {
  it("takes productEAN or data, trimmed", () => {
    expect(barcodeSearchQuery.parse({ productEAN: " 5035048748428 " })).toEqual({ code: "5035048748428" });
    expect(barcodeSearchQuery.parse({ data: "12345678" })).toEqual({ code: "12345678" });
    expect(barcodeSearchQuery.parse({ productEAN: "12345678901234", data: "x" })).toEqual({
      code: "12345678901234",
    });
  });

  it("names the field the client used when its code is bad", () => {
    expect(issues({})).toEqual([["productEAN", "is required"]]);
    expect(issues({ data: "  " })).toEqual([["data", "is required"]]);
    expect(issues({ data: "1234567" })).toEqual([["data", "must be a barcode of 8 to 14 digits"]]);
    expect(issues({ productEAN: "123456789012345" })).toEqual([
      ["productEAN", "must be a barcode of 8 to 14 digits"],
    ]);
    expect(issues({ productEAN: "12345678a" })).toEqual([
      ["productEAN", "must be a barcode of 8 to 14 digits"],
    ]);
    expect(issues({ data: ["12345678", "87654321"] })).toEqual([["data", "must be given once"]]);
  });

  it("isProductCode matches what the route accepts", () => {
    expect(isProductCode(" 4006381333931")).toBe(true);
    expect(isProductCode("https://example.com/x")).toBe(false);
    expect(isProductCode("000-123")).toBe(false);
  });
});
