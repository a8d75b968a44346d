import { describe, expect, it } from "vitest";
import { readHeaderCell } from "./homebox-columns";
import { utcMidnight } from "./zero-item-time-fields";

describe("readHeaderCell", () => {
  it("matches HomeBox columns case-insensitively and HB.labels as HB.tags", () => {
    expect(readHeaderCell(" hb.Name ")).toEqual({ kind: "column", column: "HB.name" });
    expect(readHeaderCell("HB.labels")).toEqual({ kind: "column", column: "HB.tags" });
    expect(readHeaderCell("HB.tags")).toEqual({ kind: "column", column: "HB.tags" });
  });

  it("reads custom field columns and ignores the rest", () => {
    expect(readHeaderCell("HB.field.Serial Colour")).toEqual({ kind: "field", name: "Serial Colour" });
    expect(readHeaderCell("hb.field.")).toEqual({ kind: "ignored" });
    expect(readHeaderCell("Price")).toEqual({ kind: "ignored" });
  });
});

describe("utcMidnight", () => {
  it("keeps the UTC calendar day", () => {
    expect(utcMidnight(new Date("2024-05-06T23:59:59.999Z")).toISOString()).toBe("2024-05-06T00:00:00.000Z");
  });
});
