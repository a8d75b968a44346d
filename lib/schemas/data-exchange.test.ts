import { describe, expect, it } from "vitest";
import { ASTRAL, EDGE_CELLS } from "./data-exchange-edge-cells";
import { ASK_ZOD, csvEntityRow, CSV_COLUMN_ORDER, csvQuickCell, type CsvColumn } from "./data-exchange";

describe("csvQuickCell", () => {
  it("has a reader for each of csvEntityRow's columns, in the schema's order", () => {
    expect(Object.keys(csvQuickCell).sort()).toEqual(Object.keys(csvEntityRow.shape).sort());
    expect(CSV_COLUMN_ORDER).toEqual(Object.keys(csvEntityRow.shape));
  });

  it("gives a whole row with the keys in the order Zod gives them", () => {
    const cells: Record<string, string> = {};
    for (const column of [...CSV_COLUMN_ORDER].reverse()) cells[column] = "";
    cells["HB.name"] = " Lamp ";
    const zod = csvEntityRow.parse(cells);
    const quick: Record<string, unknown> = {};
    for (const column of CSV_COLUMN_ORDER) quick[column] = csvQuickCell[column](cells[column]!);
    expect(Object.keys(quick)).toEqual(Object.keys(zod));
    expect(quick).toStrictEqual(zod);
  });

  it("leaves to Zod a cell Zod refuses instead of making up a value", () => {
    expect(csvQuickCell["HB.quantity"]("lots")).toBe(ASK_ZOD);
    expect(csvQuickCell["HB.purchase_date"]("2024-02-30")).toBe(ASK_ZOD);
  });

  it.each(CSV_COLUMN_ORDER)(
    "accepts for %s only cells Zod accepts, giving Zod's value",
    (column: CsvColumn) => {
      let accepted = 0;
      let refused = 0;
      for (const cell of EDGE_CELLS) {
        const quick = csvQuickCell[column](cell);
        const zod = csvEntityRow.shape[column].safeParse(cell);
        if (quick === ASK_ZOD) {
          refused++;
          // Left to Zod although Zod accepts it: only a text over a limit in UTF-16 units, not in code points.
          if (zod.success) expect({ cell, astral: ASTRAL.test(cell) }).toEqual({ cell, astral: true });
          continue;
        }
        accepted++;
        expect({ cell, success: zod.success }).toEqual({ cell, success: true });
        expect({ cell, value: quick }).toStrictEqual({ cell, value: zod.data });
      }
      expect(accepted).toBeGreaterThan(0);
      // Every column refuses some edge cell, except the free texts without a limit.
      if (csvQuickCell[column]("d".repeat(1001)) !== ASK_ZOD) return;
      expect(refused).toBeGreaterThan(0);
    },
  );

  it("leaves to Zod texts whose length is over a limit only in UTF-16 units", () => {
    const emoji = "😀".repeat(200);
    expect(csvEntityRow.shape["HB.name"].safeParse(emoji).success).toBe(true);
    expect(csvQuickCell["HB.name"](emoji)).toBe(ASK_ZOD);
  });
});
