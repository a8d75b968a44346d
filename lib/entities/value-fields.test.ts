import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HOMEBOX_COLUMNS } from "@/lib/data-exchange/homebox-columns";
import { entityRecord } from "@/lib/schemas/collection";
import { csvEntityRow } from "@/lib/schemas/data-exchange";
import { entityOut } from "@/lib/schemas/entities";
import {
  CLEARED_VALUES,
  CSV_FIELD_BY_COLUMN,
  ENTITY_FIELDS,
  HISTORY_FIELDS,
  TEXT_LIMITS,
  csvColumnOf,
} from "./value-fields";

const root = path.resolve(import.meta.dirname, "..", "..");

/** The Entity model's columns with their Prisma types, read from a schema file. */
function entityColumns(schemaFile: string): Map<string, string> {
  const schema = readFileSync(path.join(root, schemaFile), "utf8");
  const model = /^model Entity \{\n([\s\S]*?)^\}/m.exec(schema)![1]!;
  const columns = new Map<string, string>();
  for (const line of model.split("\n")) {
    const match = /^\s+(\w+)\s+(String|Int|BigInt|Boolean|DateTime)(\??)(?:\s|$)/.exec(line);
    if (match) columns.set(match[1]!, match[2]! + match[3]!);
  }
  return columns;
}

/** Columns that are not plain values: keys, references, bookkeeping (each handled on its own). */
const NOT_VALUES = [
  "id",
  "groupId",
  "entityTypeId",
  "parentId",
  "importRef",
  "assetId",
  "createdAt",
  "updatedAt",
  // When a fall below the minimum was notified (lib/stock): bookkeeping, not a value anyone edits.
  "lowStockNotifiedAt",
];

const PRISMA_TYPE = {
  text: "String",
  longText: "String",
  number: "Int",
  money: "BigInt",
  date: "DateTime?",
  boolean: "Boolean",
} as const;

describe("the entity's field list", () => {
  for (const schemaFile of ["prisma/schema.prisma", "prisma/postgres/schema.prisma"]) {
    it(`names every value column of the Entity model in ${schemaFile}, with its type`, () => {
      const columns = entityColumns(schemaFile);
      for (const column of NOT_VALUES) expect(columns.has(column), column).toBe(true);
      const values = [...columns.keys()].filter((column) => !NOT_VALUES.includes(column));
      // A column added to the model must be added to lib/entities/value-fields.ts (or to NOT_VALUES
      // above if it is not a plain value), and a field removed from the model taken out of the list.
      expect(ENTITY_FIELDS.map((field) => field.name).sort()).toEqual(values.sort());
      for (const field of ENTITY_FIELDS)
        expect(columns.get(field.name), field.name).toBe(PRISMA_TYPE[field.kind]);
    });
  }

  it("gives every field in HomeBox's CSV a column of its format, and no two fields one column", () => {
    const columns = ENTITY_FIELDS.filter((field) => field.csv).map(csvColumnOf);
    expect(new Set(columns).size).toBe(columns.length);
    for (const column of columns) expect(HOMEBOX_COLUMNS).toContain(column);
    expect([...CSV_FIELD_BY_COLUMN.keys()]).toEqual(columns);
  });

  it("keeps the API's schemas, the CSV row and the backup record in step with it", () => {
    const outKeys = Object.keys(entityOut.shape);
    const rowKeys = Object.keys(csvEntityRow.shape);
    const recordKeys = Object.keys(entityRecord.shape);
    for (const field of ENTITY_FIELDS) {
      expect(outKeys, field.name).toContain(field.name);
      expect(recordKeys, field.name).toContain(field.name);
      if (field.csv) expect(rowKeys, field.name).toContain(csvColumnOf(field));
    }
  });

  it("has every field named in each language's history catalogue", () => {
    for (const locale of readdirSync(path.join(root, "messages"))) {
      const history = JSON.parse(readFileSync(path.join(root, "messages", locale, "history.json"), "utf8"));
      for (const field of ENTITY_FIELDS)
        expect(history.field, `${locale}: ${field.name}`).toContain(` ${field.name} {`);
    }
  });

  // These pin what the hand-written lists said before they were derived: history entries list
  // changes in the snapshot's order, and a PUT clears what it leaves out to these values.
  it("records the snapshot's fields in history's order", () => {
    expect(Object.values(HISTORY_FIELDS).flat()).toEqual([
      "name",
      "description",
      "serialNumber",
      "modelNumber",
      "manufacturer",
      "notes",
      "warrantyDetails",
      "purchaseFrom",
      "soldTo",
      "soldNotes",
      "unit",
      "quantity",
      "minQuantity",
      "archived",
      "insured",
      "lifetimeWarranty",
      "syncChildEntityLocations",
      "warrantyExpires",
      "purchaseDate",
      "soldDate",
      "purchasePrice",
      "soldPrice",
    ]);
  });

  it("writes Cairn's own fields to Cairn's columns after HomeBox's, and a PUT keeps them", () => {
    expect(csvColumnOf(ENTITY_FIELDS.find((field) => field.name === "minQuantity")!)).toBe(
      "Cairn.min_quantity",
    );
    expect(HOMEBOX_COLUMNS.slice(-2)).toEqual(["Cairn.min_quantity", "Cairn.unit"]);
    expect(CLEARED_VALUES).not.toHaveProperty("minQuantity");
    expect(CLEARED_VALUES).not.toHaveProperty("unit");
  });

  it("clears every value but the name (and Cairn's own), and limits the texts that have a limit", () => {
    expect(CLEARED_VALUES).toEqual({
      description: "",
      quantity: 0,
      archived: false,
      insured: false,
      serialNumber: "",
      modelNumber: "",
      manufacturer: "",
      notes: "",
      lifetimeWarranty: false,
      warrantyExpires: null,
      warrantyDetails: "",
      purchaseDate: null,
      purchaseFrom: "",
      purchasePrice: 0,
      soldDate: null,
      soldTo: "",
      soldPrice: 0,
      soldNotes: "",
      syncChildEntityLocations: false,
    });
    expect(Object.fromEntries(TEXT_LIMITS)).toEqual({
      name: 255,
      description: 1000,
      purchaseFrom: 255,
      soldTo: 255,
      unit: 20,
    });
  });
});
