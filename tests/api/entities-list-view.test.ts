import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "@/lib/csv/parse-csv";
import { api, baseUrl } from "./client";
import {
  createEntity,
  createLocation,
  createTag,
  list,
  names,
  newHome,
  putEntity,
  type Home,
} from "./entities-fixtures";

/**
 * Cairn's additions to `GET /v1/entities` for the list people scan: sort direction and the extra
 * orders, totals of the whole filtered set, each entry's path, the search reaching location names,
 * and the CSV export narrowed to a filter or a selection.
 */
let home: Home;
let garage: string;
let shelf: string;
let box: string;
const ids: Record<string, string> = {};

const names$ = async (query: string) => names((await list(home, query)).items);

async function item(name: string, parentId: string, fields: Record<string, unknown>) {
  const created = await createEntity(home, { name, parentId });
  const put = await putEntity(home, created.id, { name, parentId, ...fields });
  expect(put.status).toBe(200);
  ids[name] = created.id;
}

async function exportNames(query: string) {
  const response = await fetch(`${baseUrl()}/api/v1/entities/export?${query}`, {
    headers: { Authorization: home.token },
  });
  expect(response.status).toBe(200);
  const [header, ...rows] = parseCsv(await response.text(), {
    delimiter: ",",
    maxColumns: 2000,
    maxCellLength: 1_000_000,
    maxRecords: 1_000_000,
  });
  const at = header!.cells.indexOf("HB.name");
  return rows.map((row) => row.cells[at]!).sort();
}

beforeAll(async () => {
  home = await newHome();
  garage = (await createLocation(home, "Qvarngarage")).id;
  shelf = (await createLocation(home, "Shelf Two", garage)).id;
  box = (await createEntity(home, { name: "Box Alpha", parentId: shelf, quantity: 1 })).id;
  ids["Box Alpha"] = box;
  const tag = await createTag(home, "Zinnober");
  await item("Anvil", shelf, { quantity: 3, purchasePrice: 10, purchaseFrom: "Blacksmith Ltd" });
  await item("bolt", box, { quantity: 100, purchasePrice: 0.5, notes: "galvanised florp" });
  await item("Chisel", garage, { quantity: 1, purchasePrice: 25, tagIds: [tag] });
  await item("Drill", garage, {
    quantity: 2,
    purchasePrice: 80,
    soldDate: "2026-01-02",
    fields: [{ name: "Colour", type: "text", textValue: "Ultramarinblau" }],
  });
});

const inGarage = () => `parentIds=${garage}&descendants=true`;

describe("GET /v1/entities: sort", () => {
  it("sorts by name both ways, case-insensitively", async () => {
    expect(await names$(`${inGarage()}&orderBy=name`)).toEqual([
      "Anvil",
      "bolt",
      "Box Alpha",
      "Chisel",
      "Drill",
    ]);
    expect(await names$(`${inGarage()}&orderBy=name&orderDir=desc`)).toEqual([
      "Drill",
      "Chisel",
      "Box Alpha",
      "bolt",
      "Anvil",
    ]);
  });

  it("sorts by quantity, price and location; a bad direction keeps the order's own", async () => {
    expect(await names$(`${inGarage()}&orderBy=quantity&orderDir=desc`)).toEqual([
      "bolt",
      "Anvil",
      "Drill",
      "Box Alpha",
      "Chisel",
    ]);
    expect(await names$(`${inGarage()}&orderBy=purchasePrice`)).toEqual([
      "Drill",
      "Chisel",
      "Anvil",
      "bolt",
      "Box Alpha",
    ]);
    expect(await names$(`${inGarage()}&orderBy=purchasePrice&orderDir=asc`)).toEqual([
      "Box Alpha",
      "bolt",
      "Anvil",
      "Chisel",
      "Drill",
    ]);
    expect(await names$(`${inGarage()}&orderBy=location`)).toEqual([
      "bolt",
      "Chisel",
      "Drill",
      "Anvil",
      "Box Alpha",
    ]);
    expect(await names$(`${inGarage()}&orderBy=location&orderDir=desc`)).toEqual([
      "Anvil",
      "Box Alpha",
      "Chisel",
      "Drill",
      "bolt",
    ]);
    expect(await names$(`${inGarage()}&orderBy=quantity&orderDir=sideways`)).toEqual([
      "Box Alpha",
      "Chisel",
      "Drill",
      "Anvil",
      "bolt",
    ]);
  });

  it("ranks a search by best match, and an explicit direction sorts by the order alone", async () => {
    const florp = await createEntity(home, { name: "Florp", parentId: garage });
    try {
      expect(await names$("q=florp")).toEqual(["Florp", "bolt"]);
      expect(await names$("q=florp&orderBy=name&orderDir=asc")).toEqual(["bolt", "Florp"]);
    } finally {
      await api(`/v1/entities/${florp.id}`, { method: "DELETE", token: home.token });
    }
  });
});

describe("GET /v1/entities: totals and paths", () => {
  it("totals the whole filtered set, not the page, only when asked", async () => {
    const page = await list(home, `${inGarage()}&pageSize=2&withTotals=true`);
    expect(page.items).toHaveLength(2);
    // Quantities 1 (the box) + 3 + 100 + 1 + 2; value of the unsold: 3×10 + 100×0.5 + 1×25.
    expect((page as any).totals).toEqual({ count: 5, quantity: 107, value: 105 });
    expect((await list(home, inGarage())) as any).not.toHaveProperty("totals");
  });

  it("follows changes: the totals are read again after a write, whatever page or sort asks", async () => {
    const before = ((await list(home, `${inGarage()}&withTotals=true`)) as any).totals;
    const added = await createEntity(home, { name: "Level", parentId: garage, quantity: 4 });
    try {
      expect(
        ((await list(home, `${inGarage()}&withTotals=true&orderBy=quantity&page=2&pageSize=2`)) as any)
          .totals,
      ).toEqual({
        count: before.count + 1,
        quantity: before.quantity + 4,
        value: before.value,
      });
      const priced = await api(`/v1/entities/${added.id}`, {
        method: "PATCH",
        token: home.token,
        body: { purchasePrice: 2.5 },
      });
      expect(priced.status).toBe(200);
      expect(((await list(home, `${inGarage()}&withTotals=true`)) as any).totals.value).toBe(
        before.value + 10,
      );
    } finally {
      await api(`/v1/entities/${added.id}`, { method: "DELETE", token: home.token });
    }
    expect(((await list(home, `${inGarage()}&withTotals=true`)) as any).totals).toEqual(before);
  });

  it("totals a search (text matches and what sits in a matching location)", async () => {
    expect(((await list(home, "q=shelf two&withTotals=true")) as any).totals).toEqual({
      count: 3,
      quantity: 104,
      value: 80,
    });
    expect(((await list(home, "q=nothing-like-this&withTotals=true")) as any).totals).toEqual({
      count: 0,
      quantity: 0,
      value: 0,
    });
  });

  it("gives each entry its ancestors, root first, when asked", async () => {
    const page = await list(home, `${inGarage()}&withPath=true`);
    const pathOf = (name: string) =>
      page.items.find((entry) => entry.name === name)!.path.map((step: { name: string }) => step.name);
    expect(pathOf("bolt")).toEqual(["Qvarngarage", "Shelf Two", "Box Alpha"]);
    expect(pathOf("Chisel")).toEqual(["Qvarngarage"]);
    const top = await list(home, `q=Qvarngarage&isLocation=true&withPath=true`);
    expect(top.items.find((entry) => entry.id === garage)!.path).toEqual([]);
    expect((await list(home, inGarage())).items[0]).not.toHaveProperty("path");
  });
});

describe("GET /v1/entities?q=: where people look", () => {
  it("finds everything inside a location by the location's name, at any depth", async () => {
    expect(await names$("q=qvarngar")).toEqual(
      ["Qvarngarage", "Anvil", "bolt", "Box Alpha", "Chisel", "Drill", "Shelf Two"].filter(
        (name) => name !== "Qvarngarage" && name !== "Shelf Two",
      ),
    );
    expect(await names$("q=QVARNGARAGE&isLocation=true")).toEqual(["Qvarngarage", "Shelf Two"]);
    expect(await names$("q=alpha")).toEqual(["Box Alpha", "bolt"]);
  });

  it("finds by notes, purchased-from, tag names and custom field values", async () => {
    expect(await names$("q=galvanised")).toEqual(["bolt"]);
    expect(await names$("q=blacksmith")).toEqual(["Anvil"]);
    expect(await names$("q=zinnober")).toEqual(["Chisel"]);
    expect(await names$("q=ultramarin")).toEqual(["Drill"]);
  });

  it("keeps another group's locations out", async () => {
    const other = await newHome();
    await createLocation(other, "Qvarngarage annex");
    expect(names((await list(other, "q=qvarngar")).items)).toEqual([]);
  });
});

describe("GET /v1/entities/export: a filter or a selection", () => {
  it("exports exactly the items the filter matches, on every page", async () => {
    expect(await exportNames(`${inGarage()}&q=bo`)).toEqual(["Box Alpha", "bolt"]);
    expect(await exportNames(inGarage())).toEqual(["Anvil", "Box Alpha", "Chisel", "Drill", "bolt"]);
  });

  it("exports exactly the chosen ids, leaving out locations and other groups' entries", async () => {
    const other = await newHome();
    const theirs = await createEntity(other, { name: "Not yours" });
    const query = [ids.Anvil, ids.Drill, shelf, theirs.id].map((id) => `ids=${id}`).join("&");
    expect(await exportNames(query)).toEqual(["Anvil", "Drill"]);
  });

  it("refuses a malformed id with a 400", async () => {
    const response = await api("/v1/entities/export?ids=nope", { token: home.token });
    expect(response.status).toBe(400);
  });
});
