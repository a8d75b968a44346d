import { describe, expect, it } from "vitest";
import { parseCsv } from "./parse-csv";
import { csvCell, csvLine, escapeFormula, unescapeFormula } from "./write-csv";

describe("csvCell", () => {
  it("quotes cells with commas, quotes and line breaks only", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('12" ruler')).toBe('"12"" ruler"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });

  it("escapes formula triggers with an apostrophe", () => {
    for (const value of ["=1+2", "+31 6", "+5", "-5+1", "-A1", "-1e9", "@SUM(A1)", "\tx", "\rx", "'-5"]) {
      expect(escapeFormula(value)).toBe(`'${value}`);
    }
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(escapeFormula("1-2")).toBe("1-2");
  });

  it("leaves plain negative numbers alone: a spreadsheet reads them as numbers and runs nothing", () => {
    for (const value of ["-5", "-12.50", "-.5", "-0"]) expect(escapeFormula(value)).toBe(value);
  });
});

describe("unescapeFormula", () => {
  it("round-trips every value, apostrophes included", () => {
    for (const value of [
      "=1",
      "'=1",
      "''@x",
      "'plain",
      "plain",
      "",
      "-",
      "'",
      "a=b",
      "-5",
      "'-5",
      "-12.50",
    ]) {
      expect(unescapeFormula(escapeFormula(value))).toBe(value);
    }
  });
});

describe("csvLine", () => {
  it("writes records the parser reads back", () => {
    const values = ["a,b", 'say "hi"', "multi\r\nline", "", "=cmd"];
    const text = csvLine(["h1", "h2", "h3", "h4", "h5"]) + csvLine(values);
    const records = parseCsv(text, { delimiter: ",", maxColumns: 10, maxCellLength: 100, maxRecords: 10 });
    expect(records[1]!.cells.map(unescapeFormula)).toEqual(values);
  });
});
