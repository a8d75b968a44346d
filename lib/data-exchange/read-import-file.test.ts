import { describe, expect, it } from "vitest";
import { DomainError } from "@/lib/errors/domain-error";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unescapeFormula } from "@/lib/csv/write-csv";
import { csvEntityRow, CSV_COLUMN_ORDER } from "@/lib/schemas/data-exchange";
import { EDGE_CELLS } from "@/lib/schemas/data-exchange-edge-cells";
import { readImportFile, streamImportFile, type ImportRow } from "./read-import-file";

const bytes = (text: string) => Buffer.from(text, "utf8");

function errorOf(text: string): DomainError {
  try {
    readImportFile(bytes(text));
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("expected an DomainError");
}

describe("readImportFile", () => {
  it("skips rows with no value in any cell and counts them, keeping row numbers", () => {
    const file = readImportFile(bytes("HB.name,HB.notes\nLamp,\n, \n,,\nRug,\n"));
    expect(file.rows.map((row) => [row.values["HB.name"], row.row])).toEqual([
      ["Lamp", 1],
      ["Rug", 4],
    ]);
    expect(file.skipped).toBe(2);
  });

  it("reads a HomeBox TSV with a BOM, typed cells and custom fields", () => {
    const tsv =
      "\uFEFFHB.import_ref\tHB.name\tHB.location\tHB.labels\tHB.quantity\tHB.purchase_price\tHB.insured\tHB.purchase_date\tHB.field.Colour\tUnknown\n" +
      "r1\t Drill \tGarage / Shelf 2\tTools; Power ;\t3\t$1,234.50\tyes\t03/15/2024\tred\tignored\n";
    const file = readImportFile(bytes(tsv));
    expect(file.columns.has("HB.tags")).toBe(true);
    expect(file.fieldNames).toEqual(["Colour"]);
    const [row] = file.rows;
    expect(row!.row).toBe(1);
    expect(row!.line).toBe(2);
    expect(row!.values).toMatchObject({
      "HB.import_ref": "r1",
      "HB.name": "Drill",
      "HB.location": ["Garage", "Shelf 2"],
      "HB.tags": ["Tools", "Power"],
      "HB.quantity": 3,
      "HB.purchase_price": 12_345_000n,
      "HB.insured": true,
    });
    expect(row!.values["HB.purchase_date"]?.toISOString()).toBe("2024-03-15T00:00:00.000Z");
    expect(row!.fields.get("Colour")).toBe("red");
  });

  it("strips the formula-escape apostrophe the export adds", () => {
    const file = readImportFile(bytes("HB.name,HB.notes\n'=SUM(A1),'-note\n"));
    expect(file.rows[0]!.values["HB.name"]).toBe("=SUM(A1)");
    expect(file.rows[0]!.values["HB.notes"]).toBe("-note");
  });

  it("names the row, line and column of a bad cell", () => {
    const error = errorOf("HB.name,HB.quantity\nok,1\nbad,lots\n");
    expect(error.code).toBe("validation");
    expect(error.fields).toEqual({ "HB.quantity": expect.stringContaining("row 2 (line 3)") });
    expect(error.message).toContain("column HB.quantity");
  });

  it("refuses missing and over-long names, bad dates, booleans and prices", () => {
    expect(errorOf('HB.name,HB.notes\n"",x\n').fields).toHaveProperty("HB.name");
    expect(errorOf(`HB.name\n${"n".repeat(256)}\n`).fields).toHaveProperty("HB.name");
    expect(errorOf("HB.name,HB.sold_date\nx,2024-02-30\n").fields).toHaveProperty("HB.sold_date");
    expect(errorOf("HB.name,HB.archived\nx,maybe\n").fields).toHaveProperty("HB.archived");
    expect(errorOf("HB.name,HB.purchase_price\nx,-1\n").fields).toHaveProperty("HB.purchase_price");
  });

  it("answers 4xx for empty files, malformed CSV, huge headers and other encodings", () => {
    expect(errorOf("").code).toBe("validation");
    expect(errorOf('HB.name\n"open\n').code).toBe("malformed");
    expect(errorOf("a\t".repeat(1_000_000)).code).toBe("validation");
    expect(errorOf("HB.notes\nx\n").fields).toHaveProperty("HB.name");
    expect(errorOf("HB.name,HB.name\nx,y\n").code).toBe("validation");
    const latin1 = Buffer.from([0x48, 0x42, 0x2e, 0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0x0a]);
    expect(() => readImportFile(latin1)).toThrow(DomainError);
  });

  it("reports a malformed file as malformed even when its header or an earlier row is bad", () => {
    // Rows are validated as they are read; the rest of the file is still read for its CSV errors.
    expect(errorOf('HB.name,HB.archived\nx,maybe\ny,"open\n').code).toBe("malformed");
    expect(errorOf('HB.notes\nx\n"open\n').code).toBe("malformed");
    expect(errorOf("HB.name,HB.archived\nx,maybe\ny,no\n").fields).toHaveProperty("HB.archived");
  });
});

describe("readImportFile against csvEntityRow", () => {
  const quoted = (cell: string) => `"${cell.replace(/"/g, '""')}"`;

  /** What a one-row file gives when Zod alone reads its row: the values, or the 422's message. */
  function zodOutcome(raw: Record<string, string>) {
    const result = csvEntityRow.safeParse(raw);
    if (result.success) return { values: result.data };
    const issue = result.error.issues[0]!;
    return { message: `row 1 (line 2), column ${String(issue.path[0])}: ${issue.message}` };
  }

  function fileOutcome(text: string) {
    try {
      return { values: readImportFile(bytes(text)).rows[0]!.values };
    } catch (error) {
      if (error instanceof DomainError) return { message: error.message };
      throw error;
    }
  }

  it("gives each column's edge cells, plain and formula-escaped, Zod's value or Zod's 422", () => {
    let refused = 0;
    for (const column of CSV_COLUMN_ORDER) {
      // HB.name is required: another column keeps the row from being blank when it is tried.
      const other = column === "HB.name" ? "HB.notes" : "HB.name";
      for (const edge of EDGE_CELLS) {
        for (const cell of [edge, `'${edge}`, `'=${edge}`, `'-${edge}`]) {
          const raw = { [other]: "x", [column]: unescapeFormula(cell) };
          const expected = zodOutcome(raw);
          if ("message" in expected) refused++;
          const text = `${other},${column}\nx,${quoted(cell)}\n`;
          expect({ column, cell, outcome: fileOutcome(text) }).toStrictEqual({
            column,
            cell,
            outcome: expected,
          });
        }
      }
    }
    expect(refused).toBeGreaterThan(100);
  });

  it("gives a row of every column in the keys' order of Zod, whatever the header's order", () => {
    const columns = [...CSV_COLUMN_ORDER].reverse();
    const cells: Record<string, string> = {
      "HB.name": " Lamp ",
      "HB.location": "Garage / Shelf 2",
      "HB.tags": "a;b",
      "HB.quantity": "3",
      "HB.purchase_price": "$1,234.50",
      "HB.archived": "yes",
      "HB.purchase_date": "03/15/2024",
      "HB.asset_id": "000-001",
      "HB.import_ref": " r1 ",
    };
    const line = columns.map((column) => quoted(cells[column] ?? "")).join(",");
    const values = readImportFile(bytes(`${columns.join(",")},HB.url\n${line},http://x\n`)).rows[0]!.values;
    const zod = csvEntityRow.parse(
      Object.fromEntries(columns.map((column) => [column, cells[column] ?? ""])),
    );
    expect(Object.keys(values)).toEqual(Object.keys(zod));
    expect(values).toStrictEqual(zod);
  });
});

describe("streamImportFile", () => {
  const outcomeOf = async (read: () => Promise<unknown>) => {
    try {
      return await read();
    } catch (error) {
      if (error instanceof DomainError)
        return { code: error.code, message: error.message, fields: error.fields };
      throw error;
    }
  };

  it("reads a file on disk as readImportFile reads its bytes", async () => {
    const directory = mkdtempSync(path.join(tmpdir(), "cairn-import-"));
    try {
      const files = [
        "HB.name,HB.notes\nLamp,\n, \n,,\nRug,\n",
        "\uFEFFHB.import_ref\tHB.name\tHB.location\tHB.labels\tHB.field.Colour\nr1\t Drill \tGarage / Shelf 2\tTools; Power\tred\n",
        'HB.name,HB.notes\r\n"two\r\nlines","say ""hi"""\r\n' + "x,y\r\n".repeat(100_000),
        "HB.name,HB.quantity\nok,1\nbad,lots\n",
        'HB.name,HB.archived\nx,maybe\ny,"open\n',
        "HB.notes\nx\n",
        "",
        "HB.name\nnul\u0000\n",
        "é".repeat(200_000) + "\nHB.name\n",
      ];
      const contents = [
        ...files.map((text) => Buffer.from(text, "utf8")),
        Buffer.from([0x48, 0x0a, 0xe9, 0x0a]),
      ];
      for (const [index, bytes] of contents.entries()) {
        const file = path.join(directory, `${index}.csv`);
        writeFileSync(file, bytes);
        const whole = await outcomeOf(async () => readImportFile(bytes));
        const streamed = await outcomeOf(async () => {
          const rows: ImportRow[] = [];
          const { rowCount, ...summary } = await streamImportFile(file, (row) => {
            rows.push(row);
          });
          expect(rowCount).toBe(rows.length);
          return { ...summary, rows };
        });
        expect(streamed, `file ${index}`).toEqual(whole);
      }
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
