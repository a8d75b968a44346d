import { describe, expect, it } from "vitest";
import { MAX_QUANTITY } from "./entities";
import { csvCheckedCell, csvEntityRow, CSV_COLUMN_ORDER, type CsvColumn } from "./data-exchange";

// Cells every column is tried with: blanks, padding, numbers of every shape the money and quantity
// cells take or refuse, booleans, dates, asset IDs, lists, and texts at and over the limits.
const EDGE_CELLS = [
  "",
  " ",
  "\t",
  "  a  ",
  "\u00a0x\u00a0",
  "\u3000y\u2028",
  "0",
  "00",
  "+1",
  "-1",
  "1.5",
  ".5",
  "5.",
  "1e2",
  "1E-2",
  "1e300",
  "1,234",
  "1,234.50",
  "12,34",
  "$12",
  "€ 3.10",
  "£",
  "¥-1",
  " 42 ",
  "9999999999",
  "10000000000",
  String(MAX_QUANTITY),
  String(MAX_QUANTITY + 1),
  "1000000000000",
  "1000000000000.0001",
  "0.00001",
  "NaN",
  "Infinity",
  "0x10",
  "true",
  "TRUE",
  " Yes ",
  "y",
  "x",
  "on",
  "off",
  "no",
  "N",
  "false",
  "maybe",
  "2024-03-15",
  " 2024-03-15 ",
  "2024-02-30",
  "03/15/2024",
  "3/5/2024",
  "13/01/2024",
  "2024-03-15T10:00:00Z",
  "2024-03-15T23:30:00-05:00",
  "0001-01-01",
  "0001-01-01T00:00:00Z",
  "20240315",
  "000-001",
  "123-456",
  "000-000",
  "12",
  "1-2-3",
  "abc",
  "Garage / Shelf 2",
  " / Garage // Shelf / ",
  "a/b/c",
  "Tools; Power ;",
  ";;",
  "a;b;c;d",
  Array.from({ length: 32 }, (_, index) => `L${index}`).join(" / "),
  Array.from({ length: 33 }, (_, index) => `L${index}`).join(" / "),
  Array.from({ length: 501 }, (_, index) => `t${index}`).join(";"),
  "n".repeat(255),
  ` ${"n".repeat(255)} `,
  "n".repeat(256),
  `${"n".repeat(256)};short`,
  "d".repeat(1000),
  "d".repeat(1001),
  "'=SUM(A1)",
  "line one\nline two",
];

describe("csvCheckedCell", () => {
  it("has a reader for each of csvEntityRow's columns, in the schema's order", () => {
    expect(Object.keys(csvCheckedCell).sort()).toEqual(Object.keys(csvEntityRow.shape).sort());
    expect(CSV_COLUMN_ORDER).toEqual(Object.keys(csvEntityRow.shape));
  });

  it.each(CSV_COLUMN_ORDER)("gives %s what Zod gives for every cell Zod accepts", (column: CsvColumn) => {
    let accepted = 0;
    for (const cell of EDGE_CELLS) {
      const zod = csvEntityRow.shape[column].safeParse(cell);
      if (!zod.success) continue;
      accepted++;
      expect({ cell, value: csvCheckedCell[column](cell) }).toStrictEqual({ cell, value: zod.data });
    }
    expect(accepted).toBeGreaterThan(0);
  });

  it("gives a whole row with the keys in the order Zod gives them", () => {
    const cells: Record<string, string> = {};
    for (const column of [...CSV_COLUMN_ORDER].reverse()) cells[column] = "";
    cells["HB.name"] = " Lamp ";
    const zod = csvEntityRow.parse(cells);
    const checked: Record<string, unknown> = {};
    for (const column of CSV_COLUMN_ORDER) checked[column] = csvCheckedCell[column](cells[column]!);
    expect(Object.keys(checked)).toEqual(Object.keys(zod));
    expect(checked).toStrictEqual(zod);
  });

  it("throws for a cell Zod refuses instead of making up a value", () => {
    expect(() => csvCheckedCell["HB.quantity"]("lots")).toThrow(/refused/);
    expect(() => csvCheckedCell["HB.purchase_date"]("2024-02-30")).toThrow(/refused/);
  });
});
