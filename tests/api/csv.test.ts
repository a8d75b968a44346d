import { existsSync, readdirSync } from "node:fs";
import Database from "better-sqlite3";
import path from "node:path";
import { inject } from "vitest";
import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "@/lib/csv/parse-csv";
import { unescapeFormula } from "@/lib/csv/write-csv";
import { api, baseUrl, expectErrorBody, newUser, type TestUser } from "./client";
import { createEntity, getEntity, list, names, sql, sqlNumber } from "./entities-fixtures";

const ip = `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

type Reply = { status: number; text: string; body: any; headers: Headers };

async function importCsv(
  user: TestUser,
  content: string | Buffer,
  fileName = "import.tsv",
  query = "",
): Promise<Reply> {
  const form = new FormData();
  const bytes = typeof content === "string" ? Buffer.from(content, "utf8") : content;
  form.set("csv", new Blob([new Uint8Array(bytes)], { type: "text/csv" }), fileName);
  const response = await fetch(`${baseUrl()}/api/v1/entities/import${query}`, {
    method: "POST",
    headers: { Authorization: user.token, "X-Forwarded-For": ip },
    body: form,
  });
  const text = await response.text();
  let body: any;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, text, body, headers: response.headers };
}

async function imported(user: TestUser, content: string | Buffer) {
  const response = await importCsv(user, content);
  if (response.status !== 204) throw new Error(`import failed: ${response.status} ${response.text}`);
}

async function exportCsv(user: TestUser, path = "/v1/entities/export") {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    headers: { Authorization: user.token, "X-Forwarded-For": ip },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** CSV text to objects keyed by header, formula escapes removed (as the importer does). */
function records(text: string, delimiter: "," | "\t" = ","): Array<Record<string, string>> {
  const [header, ...rows] = parseCsv(text, {
    delimiter,
    maxColumns: 2000,
    maxCellLength: 1_000_000,
    maxRecords: 1_000_000,
  });
  return rows.map((row) =>
    Object.fromEntries(header!.cells.map((name, index) => [name, unescapeFormula(row.cells[index] ?? "")])),
  );
}

const statistics = async (user: TestUser) => (await api("/v1/groups/statistics", { token: user.token })).body;

async function findOne(user: TestUser, name: string) {
  const found = await list(user, `q=${encodeURIComponent(name)}&includeArchived=true`);
  const match = found.items.find((item) => item.name === name);
  if (!match) throw new Error(`no entity named ${name}`);
  return getEntity(user, match.id);
}

async function locationPath(user: TestUser, id: string): Promise<string> {
  const response = await api(`/v1/entities/${id}/path`, { token: user.token });
  return response.body.map((link: { name: string }) => link.name).join(" / ");
}

// --- A HomeBox-style TSV of 30 rows ----------------------------------------------------------

const COLUMNS = [
  "HB.import_ref",
  "HB.parent_import_ref",
  "HB.url",
  "HB.name",
  "HB.description",
  "HB.notes",
  "HB.purchase_from",
  "HB.manufacturer",
  "HB.model_number",
  "HB.serial_number",
  "HB.warranty_details",
  "HB.sold_to",
  "HB.sold_notes",
  "HB.location",
  "HB.labels",
  "HB.asset_id",
  "HB.quantity",
  "HB.purchase_price",
  "HB.sold_price",
  "HB.archived",
  "HB.insured",
  "HB.lifetime_warranty",
  "HB.purchase_date",
  "HB.warranty_expires",
  "HB.sold_date",
  "HB.field.Colour",
  "HB.field.Room",
  "Some other column",
];

const LOCATIONS = ["Garage / Workbench / Drawer 1", "Basement / Shelf A", "Shed / Rack", "Garage", "kitchen"];
const TAGS = ["Tools", "Outdoor; electronics", "Vintage;Tools", "", "Tools;Outdoor"];
const pad = (value: number) => String(value).padStart(2, "0");

type Row = Record<string, string>;

function homeboxRows(count = 30, prefix = "Thing"): Row[] {
  return Array.from({ length: count }, (_, index) => {
    const i = index + 1;
    return {
      "HB.import_ref": `${prefix}-ref-${i}`,
      // Row 2 lives inside row 3 (a reference to a later row), row 30 inside row 29.
      "HB.parent_import_ref": i === 2 ? `${prefix}-ref-3` : i === 30 ? `${prefix}-ref-29` : "",
      "HB.url": `https://homebox.example/item/${i}`,
      "HB.name": i === 7 ? `${prefix} 7, brass` : `${prefix} ${i}`,
      "HB.description": `Description ${i}`,
      "HB.notes": i === 5 ? "first line\nsecond line" : "",
      "HB.purchase_from": "Hardware Store",
      "HB.manufacturer": i % 2 ? "Acme" : "Globex",
      "HB.model_number": `M-${i}`,
      "HB.serial_number": `SN${1000 + i}`,
      "HB.warranty_details": i === 6 ? "two years" : "",
      "HB.sold_to": i === 12 ? "Neighbour" : "",
      "HB.sold_notes": "",
      "HB.location": LOCATIONS[i % 5]!,
      "HB.labels": TAGS[i % 5]!,
      "HB.asset_id": i === 10 ? "000-500" : "",
      "HB.quantity": String((i % 4) + 1),
      "HB.purchase_price": (i * 1.25).toFixed(2),
      "HB.sold_price": i === 12 ? "50" : "",
      "HB.archived": i === 3 || i === 4 ? "true" : "false",
      "HB.insured": i % 2 ? "yes" : "no",
      "HB.lifetime_warranty": i === 8 ? "true" : "",
      "HB.purchase_date": `2024-01-${pad((i % 28) + 1)}`,
      "HB.warranty_expires": i === 6 ? "2099-12-31" : "",
      "HB.sold_date": i === 12 ? "2025-02-01" : "",
      "HB.field.Colour": i % 3 === 0 ? "red" : "",
      "HB.field.Room": "Lab",
      "Some other column": "ignored",
    };
  });
}

/** TSV with HomeBox's quoting: cells with tabs, quotes or line breaks are quoted. */
function tsv(rows: Row[], columns = COLUMNS): string {
  const cell = (value: string) => (/[\t"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return [
    columns.join("\t"),
    ...rows.map((row) => columns.map((column) => cell(row[column] ?? "")).join("\t")),
  ]
    .map((line) => `${line}\n`)
    .join("");
}

/** Σ price × quantity of the rows that count towards the inventory value (active, unsold). */
function expectedValue(rows: Row[]): number {
  return rows
    .filter((row) => row["HB.archived"] !== "true" && row["HB.sold_date"] === "")
    .reduce((sum, row) => sum + Number(row["HB.purchase_price"]) * Number(row["HB.quantity"]), 0);
}

describe("CSV import", () => {
  let user: TestUser;
  let before: any;
  const rows = homeboxRows();

  beforeAll(async () => {
    user = await newUser();
    before = await statistics(user);
    await imported(user, `\uFEFF${tsv(rows)}`);
  });

  it("creates the items, nested locations and tags", async () => {
    const after = await statistics(user);
    expect(after.totalItems).toBe(before.totalItems + 28); // two rows are archived
    // New: Garage/Workbench, Garage/Workbench/Drawer 1, Basement/Shelf A, Shed, Shed/Rack.
    expect(after.totalLocations).toBe(before.totalLocations + 5);
    // New: Tools, Outdoor, Vintage ("electronics" is the seeded Electronics).
    expect(after.totalTags).toBe(before.totalTags + 3);
    expect(after.totalItemPrice).toBeCloseTo(before.totalItemPrice + expectedValue(rows), 6);
    expect(after.totalWithWarranty).toBe(before.totalWithWarranty + 2);
  });

  it("stores every column of a row", async () => {
    const thing = await findOne(user, "Thing 6");
    expect(thing).toMatchObject({
      description: "Description 6",
      manufacturer: "Globex",
      modelNumber: "M-6",
      serialNumber: "SN1006",
      purchaseFrom: "Hardware Store",
      warrantyDetails: "two years",
      warrantyExpires: "2099-12-31",
      purchaseDate: "2024-01-07",
      quantity: 3,
      purchasePrice: 7.5,
      insured: false,
      archived: false,
    });
    expect(thing.tags.map((tag: { name: string }) => tag.name).sort()).toEqual(["Electronics", "Outdoor"]);
    expect(thing.fields.map((field: any) => [field.name, field.type, field.textValue])).toEqual([
      ["Colour", "text", "red"],
      ["Room", "text", "Lab"],
    ]);
    expect(thing.location.name).toBe("Shelf A");
    expect(await locationPath(user, thing.id)).toBe("Basement / Shelf A / Thing 6");
    expect(await locationPath(user, (await findOne(user, "Thing 15")).id)).toBe(
      "Garage / Workbench / Drawer 1 / Thing 15",
    );

    const sold = await findOne(user, "Thing 12");
    expect(sold).toMatchObject({ soldTo: "Neighbour", soldPrice: 50, soldDate: "2025-02-01" });
    expect((await findOne(user, "Thing 5")).notes).toBe("first line\nsecond line");
    expect((await findOne(user, "Thing 7, brass")).assetId).not.toBe("");
    expect((await findOne(user, "Thing 10")).assetId).toBe("000-500");
    expect((await findOne(user, "Thing 3")).archived).toBe(true);
    expect((await findOne(user, "Thing 8")).lifetimeWarranty).toBe(true);
    // An existing location is matched case-insensitively and not duplicated.
    expect(await locationPath(user, (await findOne(user, "Thing 4")).id)).toBe("Kitchen / Thing 4");
  });

  it("nests rows under the entity named by HB.parent_import_ref, even a later row", async () => {
    const child = await findOne(user, "Thing 2");
    const parent = await findOne(user, "Thing 3");
    expect(child.parent.id).toBe(parent.id);
    expect(child.location.name).toBe("Garage"); // Thing 3's location
    expect((await findOne(user, "Thing 30")).parent.name).toBe("Thing 29");
  });

  it("gives new entities unique asset ids", async () => {
    const all = await list(user, "includeArchived=true");
    const assetIds = all.items.map((item) => item.assetId).filter(Boolean);
    expect(new Set(assetIds).size).toBe(assetIds.length);
  });

  it("updates instead of duplicating on a second import of the same file", async () => {
    const countBefore = (await list(user, "includeArchived=true")).total;
    const statsBefore = await statistics(user);
    const original = await findOne(user, "Thing 9");
    await imported(user, tsv(rows));
    expect((await list(user, "includeArchived=true")).total).toBe(countBefore);
    expect(await statistics(user)).toEqual(statsBefore);
    const again = await findOne(user, "Thing 9");
    expect(again.id).toBe(original.id);
    expect(again.updatedAt).toBe(original.updatedAt); // nothing changed, nothing written

    const changed = rows.map((row) =>
      row["HB.import_ref"] === "Thing-ref-9"
        ? {
            ...row,
            "HB.name": "Thing 9 renamed",
            "HB.labels": "Vintage",
            "HB.field.Room": "",
            "HB.location": "Shed",
          }
        : row,
    );
    await imported(user, tsv(changed));
    expect((await list(user, "includeArchived=true")).total).toBe(countBefore);
    const renamed = await getEntity(user, original.id);
    expect(renamed.name).toBe("Thing 9 renamed");
    expect(renamed.tags.map((tag: { name: string }) => tag.name)).toEqual(["Vintage"]);
    expect(renamed.fields.map((field: { name: string }) => field.name)).toEqual(["Colour"]);
    expect(renamed.location.name).toBe("Shed");
  });
});

describe("CSV import report (Cairn: ?report=true)", () => {
  it("counts the rows created, updated and skipped, and the locations made for them", async () => {
    const user = await newUser();
    const file = [
      "HB.import_ref,HB.name,HB.location,HB.description",
      "lamp,Lamp,Loft / Crate,",
      "rug,Rug,Loft,",
      ",,,",
      "kettle,Kettle,Kitchen,",
    ].join("\n");
    const first = await importCsv(user, file, "report.csv", "?report=true");
    expect(first.status, first.text).toBe(200);
    // Loft and Loft / Crate are new; Kitchen is seeded.
    expect(first.body).toEqual({ created: 3, updated: 0, skipped: 1, locationsCreated: 2 });

    const again = await importCsv(
      user,
      file.replace("Rug,Loft,", "Rug,Loft,washed"),
      "report.csv",
      "?report=true",
    );
    expect(again.status, again.text).toBe(200);
    // The rug changed; the lamp and the kettle held every value already.
    expect(again.body).toEqual({ created: 0, updated: 1, skipped: 3, locationsCreated: 0 });
    expect((await findOne(user, "Rug")).description).toBe("washed");

    // HomeBox's answer stays an empty 204 without the flag.
    const plain = await importCsv(user, file, "report.csv");
    expect(plain.status).toBe(204);
    expect(plain.text).toBe("");
  });
});

describe("CSV export", () => {
  let owner: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    [owner, stranger] = await Promise.all([newUser(), newUser()]);
    await imported(owner, tsv(homeboxRows(30, "Exported")));
    await createEntity(owner, { name: '=HYPERLINK("http://evil.example","click")' });
    const risky = await createEntity(owner, { name: "Risky cells" });
    const put = await api(`/v1/entities/${risky.id}`, {
      method: "PATCH",
      token: owner.token,
      body: {
        description: "@SUM(A1)",
        notes: "+31 20 123",
        manufacturer: "-2+3",
        modelNumber: "'=already",
        // Cairn's own consumable fields travel in Cairn's columns.
        minQuantity: 4,
        unit: "rolls",
      },
    });
    expect(put.status).toBe(200);
    await imported(stranger, tsv(homeboxRows(3, "Stranger")));
  });

  it("answers a CSV download with HomeBox's columns", async () => {
    const response = await exportCsv(owner);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.csv"$/);
    const header = response.text.split("\r\n")[0]!.split(",");
    expect(header.slice(0, 4)).toEqual(["HB.import_ref", "HB.parent_import_ref", "HB.url", "HB.name"]);
    expect(header).toContain("HB.tags");
    expect(header).toContain("HB.field.Colour");
    expect(records(response.text)).toHaveLength(32);
  });

  it("escapes cells a spreadsheet would run as formulas", async () => {
    const { text } = await exportCsv(owner);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain(",'@SUM(A1),");
    expect(text).toContain(",'+31 20 123,");
    expect(text).toContain(",'-2+3,");
    expect(text).toContain(",''=already,");
    for (const record of parseCsv(text, {
      delimiter: ",",
      maxColumns: 2000,
      maxCellLength: 1e6,
      maxRecords: 1e6,
    })) {
      for (const cell of record.cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it("round-trips through import into another group", async () => {
    const exported = await exportCsv(owner);
    const fresh = await newUser();
    await imported(fresh, exported.text);
    const again = await exportCsv(fresh);
    const comparable = (text: string) =>
      records(text)
        .map(({ "HB.url": _url, ...rest }) => rest)
        .sort((a, b) => (a["HB.name"]! < b["HB.name"]! ? -1 : 1));
    const original = comparable(exported.text);
    expect(comparable(again.text)).toEqual(original);
    // Spot checks of what the comparison covers.
    const six = original.find((row) => row["HB.name"] === "Exported 6")!;
    expect(six).toMatchObject({
      "HB.location": "Basement / Shelf A",
      "HB.tags": "Electronics;Outdoor",
      "HB.purchase_price": "7.50",
      "HB.purchase_date": "2024-01-07",
      "HB.warranty_expires": "2099-12-31",
      "HB.field.Colour": "red",
      "HB.field.Room": "Lab",
    });
    expect(original.find((row) => row["HB.name"] === "Exported 2")!["HB.parent_import_ref"]).toBe(
      "Exported-ref-3",
    );
    expect(original.find((row) => row["HB.name"] === "Risky cells")).toMatchObject({
      "Cairn.min_quantity": "4",
      "Cairn.unit": "rolls",
    });
    const risky = await findOne(fresh, "Risky cells");
    expect(risky).toMatchObject({
      description: "@SUM(A1)",
      notes: "+31 20 123",
      manufacturer: "-2+3",
      modelNumber: "'=already",
    });
    const riskyStock = await api(`/v1/entities/${risky.id}?withStock=true`, { token: fresh.token });
    expect(riskyStock.body).toMatchObject({ minQuantity: 4, unit: "rolls" });
    expect((await findOne(fresh, '=HYPERLINK("http://evil.example","click")')).name).toMatch(/^=/);
  });

  it("never shows another group's entities", async () => {
    const mine = await exportCsv(owner);
    expect(mine.text).not.toContain("Stranger");
    const theirs = records((await exportCsv(stranger)).text);
    expect(theirs.map((row) => row["HB.name"]).sort()).toEqual(["Stranger 1", "Stranger 2", "Stranger 3"]);
  });

  it("needs credentials", async () => {
    const response = await api("/v1/entities/export");
    expectErrorBody(response, 401);
  });
});

describe("CSV import refusals", () => {
  let user: TestUser;

  beforeAll(async () => {
    user = await newUser();
    await imported(user, tsv(homeboxRows(3, "Base")));
  });

  async function unchanged(action: () => Promise<void>) {
    const statsBefore = await statistics(user);
    const exportBefore = (await exportCsv(user)).text;
    await action();
    expect(await statistics(user)).toEqual(statsBefore);
    expect((await exportCsv(user)).text).toBe(exportBefore);
  }

  it("refuses a file with one bad row, naming row and column, and writes nothing", async () => {
    const rows = homeboxRows(6, "Batch");
    rows[3]!["HB.purchase_date"] = "2024-13-45";
    await unchanged(async () => {
      const response = await importCsv(user, tsv(rows));
      expectErrorBody(response, 422);
      expect(response.body.error).toMatch(/row 4\b/);
      expect(response.body.error).toContain("HB.purchase_date");
      expect(response.body.fields["HB.purchase_date"]).toMatch(/row 4 \(line 5\)/);
    });
  });

  it(
    "writes nothing of a file larger than a write batch whose last row is bad",
    { timeout: 120_000 },
    async () => {
      // The file is read twice (checked, then written a batch at a time): the last row still counts.
      const count = 4_500;
      for (const [column, value] of [
        ["HB.quantity", "many"],
        ["HB.parent_import_ref", "nobody-has-this"],
      ] as const) {
        const rows = homeboxRows(count, "Tail");
        rows[count - 1]![column] = value;
        await unchanged(async () => {
          const response = await importCsv(user, tsv(rows));
          expectErrorBody(response, 422);
          expect(response.body.fields[column]).toMatch(new RegExp(`row ${count} \\(line \\d+\\)`));
        });
      }
    },
  );

  it("removes the uploaded file after a success, a refusal and a malformed upload", async () => {
    const uploads = path.join(inject("dataDir"), "tmp", "uploads");
    const before = new Set(existsSync(uploads) ? readdirSync(uploads) : []);
    // Other test files may be uploading meanwhile: only files this test left count.
    const left = () => (existsSync(uploads) ? readdirSync(uploads) : []).filter((name) => !before.has(name));
    await imported(user, tsv(homeboxRows(3, "Kept")));
    expect(left()).toEqual([]);
    const bad = homeboxRows(3, "Refused");
    bad[2]!["HB.quantity"] = "lots";
    expectErrorBody(await importCsv(user, tsv(bad)), 422);
    expect(left()).toEqual([]);
    const boundary = "----cairn-test";
    const response = await fetch(`${baseUrl()}/api/v1/entities/import`, {
      method: "POST",
      headers: {
        Authorization: user.token,
        "X-Forwarded-For": ip,
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
      },
      // The file part starts and the body ends before its closing boundary.
      body: `--${boundary}\r\nContent-Disposition: form-data; name="csv"; filename="a.csv"\r\n\r\nHB.name\nx\n`,
    });
    const text = await response.text();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(typeof JSON.parse(text).error).toBe("string");
    expect(left()).toEqual([]);
  });

  it("refuses other bad cells with 422", async () => {
    const cases: Array<[string, string]> = [
      ["HB.name", ""],
      ["HB.name", "x".repeat(256)],
      ["HB.quantity", "1.5"],
      ["HB.purchase_price", "cheap"],
      ["HB.insured", "perhaps"],
      ["HB.asset_id", "abc"],
      ["HB.parent_import_ref", "nobody-has-this"],
    ];
    for (const [column, value] of cases) {
      const rows = homeboxRows(3, "Bad");
      rows[1]![column] = value;
      await unchanged(async () => {
        const response = await importCsv(user, tsv(rows));
        expectErrorBody(response, 422);
        expect(response.body.fields).toHaveProperty(column);
        expect(response.body.fields[column]).toMatch(/^row 2 /);
      });
    }
  });

  it("refuses parents that would form a cycle", async () => {
    const rows = homeboxRows(3, "Cycle");
    rows[0]!["HB.parent_import_ref"] = "Cycle-ref-2";
    rows[1]!["HB.parent_import_ref"] = "Cycle-ref-1";
    await unchanged(async () => expectErrorBody(await importCsv(user, tsv(rows)), 422));
  });

  it("refuses a file that would make the tree deeper than 64 levels, naming the column", async () => {
    const chained = homeboxRows(70, "Deep");
    chained.forEach((row, index) => {
      row["HB.parent_import_ref"] = index > 0 ? `Deep-ref-${index}` : "";
      row["HB.location"] = "";
      row["HB.asset_id"] = "";
    });
    await unchanged(async () => {
      const response = await importCsv(user, tsv(chained));
      expectErrorBody(response, 422);
      expect(response.body.fields["HB.parent_import_ref"]).toMatch(/^row 65 .*64 levels/);
    });
    // Locations a path makes count: row 1 sits 32 locations down, so its 32nd descendant is too deep.
    const placed = homeboxRows(40, "Placed");
    placed.forEach((row, index) => {
      row["HB.parent_import_ref"] = index > 0 ? `Placed-ref-${index}` : "";
      row["HB.location"] =
        index > 0 ? "" : Array.from({ length: 32 }, (_, level) => `Shelf ${level}`).join(" / ");
      row["HB.asset_id"] = "";
    });
    await unchanged(async () => {
      const response = await importCsv(user, tsv(placed));
      expectErrorBody(response, 422);
      expect(response.body.fields["HB.parent_import_ref"]).toMatch(/^row 33 .*64 levels/);
    });
  });

  it("counts the stored levels above the rows a file puts under a stored entity", async () => {
    const chain = (count: number, prefix: string, firstParent: string) => {
      const rows = homeboxRows(count, prefix);
      rows.forEach((row, index) => {
        row["HB.parent_import_ref"] = index > 0 ? `${prefix}-ref-${index}` : firstParent;
        row["HB.location"] = "";
        row["HB.asset_id"] = "";
      });
      return rows;
    };
    const stored = await importCsv(user, tsv(chain(60, "Stored", "")));
    expect(stored.status).toBe(204);
    // The stored chain is 60 levels deep: the fifth row below its end would be the 65th level.
    await unchanged(async () => {
      const response = await importCsv(user, tsv(chain(10, "Below", "Stored-ref-60")));
      expectErrorBody(response, 422);
      expect(response.body.fields["HB.parent_import_ref"]).toMatch(/^row 5 .*64 levels/);
    });
    const fits = await importCsv(user, tsv(chain(4, "Fits", "Stored-ref-60")));
    expect(fits.status).toBe(204);
  });

  it("answers 4xx, never 500, to malformed files", async () => {
    await unchanged(async () => {
      const unterminated = await importCsv(user, 'HB.name,HB.notes\nLamp,"never closed\n');
      expectErrorBody(unterminated, 400);
      expectErrorBody(await importCsv(user, ""), 422);
      const wide = await importCsv(user, `${"HB.x\t".repeat(1_000_000)}HB.name\nx\n`);
      expectErrorBody(wide, 422);
      expectErrorBody(await importCsv(user, "HB.notes\nno name column\n"), 422);
      expectErrorBody(
        await importCsv(user, Buffer.from([0x48, 0x42, 0x2e, 0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xff])),
        422,
      );
      const tooLarge = await importCsv(user, Buffer.alloc(11 * 1024 * 1024, "a"));
      expectErrorBody(tooLarge, 413);
      const notMultipart = await api("/v1/entities/import", {
        method: "POST",
        token: user.token,
        rawBody: "HB.name\nx\n",
        headers: { "Content-Type": "text/csv" },
      });
      expect(notMultipart.status).toBeGreaterThanOrEqual(400);
      expect(notMultipart.status).toBeLessThan(500);
    });
  });

  it("accepts a header-only file and a comma-separated file with quoting", async () => {
    expect((await importCsv(user, "HB.name,HB.description\n")).status).toBe(204);
    await imported(user, 'HB.name,HB.description,HB.quantity\n"Lamp, brass","say ""hi""",2\r\n');
    const lamp = await findOne(user, "Lamp, brass");
    expect(lamp).toMatchObject({ description: 'say "hi"', quantity: 2 });
  });
});

describe("CSV actions and reports", () => {
  let user: TestUser;

  beforeAll(async () => {
    user = await newUser();
  });

  it("ensure-import-refs gives each entity without one a reference", async () => {
    const first = await api("/v1/actions/ensure-import-refs", { method: "POST", token: user.token });
    expect(first.status).toBe(200);
    expect(first.body.completed).toBe(8); // the seeded locations
    const second = await api("/v1/actions/ensure-import-refs", { method: "POST", token: user.token });
    expect(second.body).toEqual({ completed: 0 });
    const exported = records((await exportCsv(user)).text);
    expect(exported).toEqual([]);
  });

  it("zero-item-time-fields moves dates to midnight UTC", async () => {
    const item = await createEntity(user, { name: "Timed" });
    const sqlite = inject("databaseKind") === "sqlite";
    await sql(`UPDATE "Entity" SET "purchaseDate" = ? WHERE "id" = ?`, [
      sqlite ? "2024-05-06T13:14:15.000+00:00" : "2024-05-06T13:14:15.000Z",
      item.id,
    ]);
    const first = await api("/v1/actions/zero-item-time-fields", { method: "POST", token: user.token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ completed: 1 });
    expect((await getEntity(user, item.id)).purchaseDate).toBe("2024-05-06");
    const second = await api("/v1/actions/zero-item-time-fields", { method: "POST", token: user.token });
    expect(second.body).toEqual({ completed: 0 });
  });

  it("bill of materials lists active items with totals", async () => {
    await imported(
      user,
      "HB.name\tHB.quantity\tHB.purchase_price\tHB.location\tHB.archived\n" +
        "Screws\t3\t10.50\tGarage\tfalse\nOld screws\t1\t1\tGarage\ttrue\n",
    );
    const response = await exportCsv(user, "/v1/reporting/bill-of-materials");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    const rows = records(response.text);
    const screws = rows.find((row) => row.Name === "Screws")!;
    expect(screws).toMatchObject({
      Quantity: "3",
      "Purchase Price": "10.50",
      "Total Price": "31.50",
      Location: "Garage",
    });
    expect(rows.some((row) => row.Name === "Old screws")).toBe(false);
  });
});

// Its speed is measured by `npm run bench -- --only import`, not here.
describe("a large CSV import", () => {
  it("gives a row its parent from a row further on than a write batch", { timeout: 120_000 }, async () => {
    const user = await newUser();
    const rows = homeboxRows(2_600, "Far");
    rows[0]!["HB.parent_import_ref"] = "Far-ref-2600";
    await imported(user, tsv(rows));
    const linked = `SELECT COUNT(*) FROM "Entity" AS "c" JOIN "Entity" AS "p" ON "p"."id" = "c"."parentId"
      WHERE "c"."importRef" = ? AND "p"."importRef" = ?`;
    expect(await sqlNumber(linked, ["Far-ref-1", "Far-ref-2600"])).toBe(1);
    expect(await sqlNumber(linked, ["Far-ref-2", "Far-ref-3"])).toBe(1);
  });

  it(
    "indexes a large file for search exactly as row by row (SQLite fills the search rows at the end)",
    { timeout: 120_000 },
    async () => {
      // 1,200 new rows in one file take the set-based path (lib/data-exchange/search-rows-after.ts);
      // the same rows in files of 100 take the per-row trigger. Both groups must answer alike.
      const rows = homeboxRows(1_200, "Idx");
      rows[40]!["HB.name"] = "Ölkanne GROSS Straße";
      rows[41]!["HB.field.Colour"] = "Deep\u001fBlue";
      const [whole, pieces] = [await newUser(), await newUser()];
      await imported(whole, tsv(rows));
      for (let start = 0; start < rows.length; start += 100)
        await imported(pieces, tsv(rows.slice(start, start + 100)));
      const answers = async (user: TestUser) => {
        const found: Record<string, unknown> = {};
        for (const term of [
          "idx 7",
          "brass",
          "lab",
          "red",
          "deep",
          "tools",
          "outdoor; e",
          "globex",
          "sn1001",
          "second line",
          "drawer",
          "ölkanne",
          "straße",
          "idx 1,",
        ]) {
          const page = await list(user, `q=${encodeURIComponent(term)}&includeArchived=true&pageSize=100`);
          found[term] = { total: page.total, names: names(page.items) };
        }
        return found;
      };
      const [wholeAnswers, pieceAnswers] = [await answers(whole), await answers(pieces)];
      expect((wholeAnswers["idx 7"] as { total: number }).total).toBeGreaterThan(0);
      expect(wholeAnswers).toEqual(pieceAnswers);
      const databaseUrl = inject("databaseUrl");
      if (!databaseUrl.startsWith("file:")) return;
      // The search rows themselves, matched by import reference (locations by name and parent).
      const database = new Database(databaseUrl.slice("file:".length), { readonly: true, timeout: 10_000 });
      try {
        const searchRows = (user: TestUser) =>
          database
            .prepare(
              `SELECT COALESCE("e"."importRef", "e"."name" || ' in ' || COALESCE("p"."name", '')) AS "key",
                 "s"."archived", "s"."assetId", "s"."name", "s"."createdAt" = "e"."createdAt" AS "created",
                 "s"."nameText", "s"."descriptionText", "s"."serialNumberText", "s"."modelNumberText",
                 "s"."manufacturerText", "s"."notesText", "s"."purchaseFromText", "s"."fieldsText", "s"."tagsText",
                 ("s"."parentId" IS "e"."parentId") AS "sameParent", ("s"."entityTypeId" IS "e"."entityTypeId") AS "sameType"
               FROM "entity_search" AS "s" JOIN "Entity" AS "e" ON "e"."id" = "s"."id"
               LEFT JOIN "Entity" AS "p" ON "p"."id" = "e"."parentId"
               JOIN "User" AS "u" ON "u"."defaultGroupId" = "e"."groupId" WHERE "u"."email" = ?
               ORDER BY "key"`,
            )
            .all(user.email);
        // Tag names are joined in the order of the tags' ids, which are random in each group.
        const tagsSorted = (rows: unknown[]) =>
          (rows as Array<{ tagsText: string }>).map((row) => ({
            ...row,
            tagsText: row.tagsText.split("\u001f").sort().join("\u001f"),
          }));
        const [wholeRows, pieceRows] = [tagsSorted(searchRows(whole)), tagsSorted(searchRows(pieces))];
        expect(wholeRows.length).toBeGreaterThan(1_200);
        expect(wholeRows).toEqual(pieceRows);
        // Every entity has its search row, and the index holds every search row, in the order made.
        const missing = `SELECT COUNT(*) FROM "Entity" AS "e" WHERE NOT EXISTS (SELECT 1 FROM "entity_search" AS "s" WHERE "s"."id" = "e"."id")`;
        expect(Number(Object.values(database.prepare(missing).get() as object)[0])).toBe(0);
        const unordered = `SELECT COUNT(*) FROM "entity_search" AS "a" JOIN "Entity" AS "ea" ON "ea"."id" = "a"."id"
          JOIN "entity_search" AS "b" ON "b"."searchId" = "a"."searchId" + 1 JOIN "Entity" AS "eb" ON "eb"."id" = "b"."id"
          WHERE "ea"."groupId" = "eb"."groupId" AND "ea"."rowid" > "eb"."rowid"`;
        expect(Number(Object.values(database.prepare(unordered).get() as object)[0])).toBe(0);
      } finally {
        database.close();
      }
    },
  );

  it("imports 10,000 rows in one go", { timeout: 120_000 }, async () => {
    const user = await newUser();
    await imported(user, tsv(homeboxRows(10_000, "Bulk")));
    expect((await statistics(user)).totalItems).toBe(9_998); // 10,000 minus two archived
  });
});
