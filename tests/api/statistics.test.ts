import { beforeAll, describe, expect, it } from "vitest";
import { shapeProblems } from "../support/openapi-shape";
import { api, expectErrorBody, newMember, newUser, type TestUser } from "./client";

type Totals = { id: string; name: string; total: number };
type EntityTypes = { item: string; location: string };

async function entityTypesOf(user: TestUser): Promise<EntityTypes> {
  const response = await api<Array<{ id: string; isLocation: boolean }>>("/v1/entity-types", {
    token: user.token,
  });
  if (response.status !== 200) throw new Error(`entity types: ${response.status} ${response.text}`);
  return {
    item: response.body.find((type) => !type.isLocation)!.id,
    location: response.body.find((type) => type.isLocation)!.id,
  };
}

async function createTag(user: TestUser, name: string, parentId?: string): Promise<string> {
  const response = await api("/v1/tags", {
    method: "POST",
    token: user.token,
    body: { name, parentId: parentId ?? null },
  });
  if (response.status !== 201) throw new Error(`create tag: ${response.status} ${response.text}`);
  return response.body.id;
}

/** Creates an entity through the API: POST with what create reads, then PATCH for the rest. */
async function createEntity(user: TestUser, body: Record<string, unknown>): Promise<string> {
  const { name, parentId, entityTypeId, quantity, tagIds, ...rest } = body;
  const created = await api("/v1/entities", {
    method: "POST",
    token: user.token,
    body: { name, parentId, entityTypeId, quantity, tagIds },
  });
  if (created.status !== 201) throw new Error(`create entity: ${created.status} ${created.text}`);
  if (Object.keys(rest).length > 0) {
    const patched = await api(`/v1/entities/${created.body.id}`, {
      method: "PATCH",
      token: user.token,
      body: rest,
    });
    if (patched.status !== 200) throw new Error(`patch entity: ${patched.status} ${patched.text}`);
  }
  return created.body.id;
}

const get = <T = any>(user: TestUser, path: string) => api<T>(path, { token: user.token });

const todayUtc = () => new Date().toISOString().slice(0, 10);
const yearFromToday = () => `${new Date().getUTCFullYear() + 1}-06-30`;

/** Same as the server's default start: one month before today, clamped to the month's last day. */
function monthBeforeToday(): string {
  const now = new Date();
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - 1;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(now.getUTCDate(), last))).toISOString().slice(0, 10);
}

/*
 * The data set (one group), values = purchasePrice × quantity:
 *   Shed (location)
 *     Shelf (location)
 *       Toolbox     10.10 × 1   tags Tools          bought 2025-01-15, lifetime warranty
 *         Screws     0.10 × 30  tags Hand tools (child of Tools), Tools   bought 2025-02-10
 *     Spare         99.00 × 0   (worth nothing)
 *   Workshop (location)
 *     10 × Bolt      0.10 × 1   tags Hardware
 *     10 × Nut       0.20 × 1   tags Hardware
 *     Washers        0.10 × 3   warranty until next year
 *     Old drill    100.00 × 1   ARCHIVED, tags Tools, lifetime warranty
 *     Saw           50.00 × 2   SOLD, tags Tools, warranty until next year
 *   Old shed (location, ARCHIVED)
 *     Lamp           5.00 × 1
 *   Kettle          20.05 × 1   (no parent) warranty expired 2020-01-01
 */
describe("statistics on a known data set", () => {
  let owner: TestUser;
  const tags: Record<string, string> = {};
  const locations: Record<string, string> = {};

  beforeAll(async () => {
    owner = await newUser();
    const types = await entityTypesOf(owner);
    tags.tools = await createTag(owner, "Tools");
    tags.handTools = await createTag(owner, "Hand tools", tags.tools);
    tags.hardware = await createTag(owner, "Hardware");
    const location = (name: string, parentId?: string, extra: Record<string, unknown> = {}) =>
      createEntity(owner, { name, parentId, entityTypeId: types.location, ...extra });
    locations.shed = await location("Shed");
    locations.shelf = await location("Shelf", locations.shed);
    locations.workshop = await location("Workshop");
    locations.oldShed = await location("Old shed", undefined, { archived: true });
    const item = (body: Record<string, unknown>) =>
      createEntity(owner, { entityTypeId: types.item, ...body });

    const toolbox = await item({
      name: "Toolbox",
      parentId: locations.shelf,
      quantity: 1,
      purchasePrice: 10.1,
      tagIds: [tags.tools],
      purchaseDate: "2025-01-15",
      lifetimeWarranty: true,
    });
    await item({
      name: "Screws",
      parentId: toolbox,
      quantity: 30,
      purchasePrice: 0.1,
      tagIds: [tags.handTools, tags.tools],
      purchaseDate: "2025-02-10",
    });
    await item({ name: "Spare", parentId: locations.shed, quantity: 0, purchasePrice: 99 });
    for (let index = 1; index <= 10; index++) {
      await item({
        name: `Bolt ${index}`,
        parentId: locations.workshop,
        quantity: 1,
        purchasePrice: 0.1,
        tagIds: [tags.hardware],
      });
      await item({
        name: `Nut ${index}`,
        parentId: locations.workshop,
        quantity: 1,
        purchasePrice: 0.2,
        tagIds: [tags.hardware],
      });
    }
    await item({
      name: "Washers",
      parentId: locations.workshop,
      quantity: 3,
      purchasePrice: 0.1,
      warrantyExpires: yearFromToday(),
    });
    await item({
      name: "Old drill",
      parentId: locations.workshop,
      quantity: 1,
      purchasePrice: 100,
      tagIds: [tags.tools],
      archived: true,
      lifetimeWarranty: true,
    });
    await item({
      name: "Saw",
      parentId: locations.workshop,
      quantity: 2,
      purchasePrice: 50,
      tagIds: [tags.tools],
      soldDate: "2025-06-01",
      soldPrice: 60,
      warrantyExpires: yearFromToday(),
    });
    await item({ name: "Lamp", parentId: locations.oldShed, quantity: 1, purchasePrice: 5 });
    await item({ name: "Kettle", quantity: 1, purchasePrice: 20.05, warrantyExpires: "2020-01-01" });
  }, 120_000);

  it("GET /v1/groups/statistics counts and sums in the database, exactly", async () => {
    const response = await get(owner, "/v1/groups/statistics");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      totalUsers: 1,
      // 1 toolbox + 1 screws + 1 spare + 20 bolts/nuts + washers + saw (sold still counts) + lamp + kettle
      totalItems: 27,
      // 8 seeded + Shed, Shelf, Workshop (the archived Old shed is left out)
      totalLocations: 11,
      totalTags: 9,
      // 10.10 + 3.00 + 0 + 1.00 + 2.00 + 0.30 + 5.00 + 20.05; archived and sold left out
      totalItemPrice: 41.45,
      // toolbox (lifetime), washers and saw (until next year); not the archived drill or the kettle
      totalWithWarranty: 3,
    });
    expect(shapeProblems(response.body, "repo.GroupStatistics")).toEqual([]);
  });

  it("/statistics/locations totals everything under a location, nested containers included", async () => {
    const response = await get<Totals[]>(owner, "/v1/groups/statistics/locations");
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { id: locations.shed, name: "Shed", total: 13.1 },
      { id: locations.shelf, name: "Shelf", total: 13.1 },
      { id: locations.workshop, name: "Workshop", total: 3.3 },
    ]);
    expect(response.body.flatMap((entry) => shapeProblems(entry, "repo.TotalsByOrganizer"))).toEqual([]);
  });

  it("/statistics/tags totals the items under a tag and its child tags, each item once", async () => {
    const response = await get<Totals[]>(owner, "/v1/groups/statistics/tags");
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { id: tags.handTools, name: "Hand tools", total: 3 },
      { id: tags.hardware, name: "Hardware", total: 3 },
      { id: tags.tools, name: "Tools", total: 13.1 },
    ]);
    expect(response.body.flatMap((entry) => shapeProblems(entry, "repo.TotalsByOrganizer"))).toEqual([]);
  });

  it("/statistics/purchase-price gives the value at both ends of a range and the items acquired in it", async () => {
    const january = await get(owner, "/v1/groups/statistics/purchase-price?start=2025-01-01&end=2025-01-31");
    expect(january.status).toBe(200);
    expect(january.body).toEqual({
      valueAtStart: 0,
      valueAtEnd: 10.1,
      start: "2025-01-01",
      end: "2025-01-31",
      entries: [{ date: "2025-01-15", value: 10.1, name: "Toolbox" }],
    });
    expect(shapeProblems(january.body, "repo.ValueOverTime")).toEqual([]);

    // Both days are included.
    const edges = await get(owner, "/v1/groups/statistics/purchase-price?start=2025-01-15&end=2025-02-10");
    expect(edges.body).toMatchObject({ valueAtStart: 0, valueAtEnd: 13.1 });
    expect(edges.body.entries.map((entry: { name: string }) => entry.name)).toEqual(["Toolbox", "Screws"]);
    const between = await get(owner, "/v1/groups/statistics/purchase-price?start=2025-01-16&end=2025-02-09");
    expect(between.body).toMatchObject({ valueAtStart: 10.1, valueAtEnd: 10.1, entries: [] });

    // Other date forms; a repeated key counts with its first value.
    const usDates = await get(
      owner,
      "/v1/groups/statistics/purchase-price?start=01/01/2025&end=01/31/2025&end=2030-01-01",
    );
    expect(usDates.body).toMatchObject({ start: "2025-01-01", end: "2025-01-31", valueAtEnd: 10.1 });
  });

  it("/statistics/purchase-price defaults to the last month; items without a purchase date count from their creation", async () => {
    const response = await get(owner, "/v1/groups/statistics/purchase-price");
    expect(response.status).toBe(200);
    expect(response.body.start).toBe(monthBeforeToday());
    expect(response.body.end).toBe(todayUtc());
    expect(response.body.valueAtStart).toBe(13.1);
    expect(response.body.valueAtEnd).toBe(41.45);
    const entries = response.body.entries as Array<{ date: string; value: number; name: string }>;
    // 20 bolts and nuts, washers, spare, lamp, kettle: not the archived drill or the sold saw.
    expect(entries).toHaveLength(24);
    expect(new Set(entries.map((entry) => entry.date))).toEqual(new Set([todayUtc()]));
    expect(entries.find((entry) => entry.name === "Washers")!.value).toBe(0.3);
    const cents = (value: number) => Math.round(value * 10_000);
    expect(
      cents(response.body.valueAtStart) + entries.reduce((sum, entry) => sum + cents(entry.value), 0),
    ).toBe(cents(response.body.valueAtEnd));
    expect(shapeProblems(response.body, "repo.ValueOverTime")).toEqual([]);
    // HomeBox's web client sends both keys empty: the same default range.
    const emptyValues = await get(owner, "/v1/groups/statistics/purchase-price?start=&end=");
    expect(emptyValues.status).toBe(200);
    expect(emptyValues.body).toEqual(response.body);

    const onlyEnd = await get(owner, "/v1/groups/statistics/purchase-price?end=2025-03-31");
    expect(onlyEnd.body).toMatchObject({
      start: "2025-02-28",
      end: "2025-03-31",
      valueAtStart: 13.1,
      valueAtEnd: 13.1,
    });
    const onlyStart = await get(owner, "/v1/groups/statistics/purchase-price?start=2025-02-01&end=");
    expect(onlyStart.body).toMatchObject({
      start: "2025-02-01",
      end: todayUtc(),
      valueAtStart: 10.1,
      valueAtEnd: 41.45,
    });
  });

  it("a group member sees the same figures, and counts as a user", async () => {
    const member = await newMember(owner);
    const stats = await get(member, "/v1/groups/statistics");
    expect(stats.body).toMatchObject({ totalUsers: 2, totalItems: 27, totalItemPrice: 41.45 });
    expect((await get(member, "/v1/groups/statistics/locations")).body).toHaveLength(3);
  });
});

describe("statistics of a fresh group", () => {
  it("are the seeded counts and zero values; nothing of other groups leaks in", async () => {
    const user = await newUser();
    const stats = await get(user, "/v1/groups/statistics");
    expect(stats.body).toEqual({
      totalUsers: 1,
      totalItems: 0,
      totalLocations: 8,
      totalTags: 6,
      totalItemPrice: 0,
      totalWithWarranty: 0,
    });
    expect((await get(user, "/v1/groups/statistics/tags")).body).toEqual([]);
    expect((await get(user, "/v1/groups/statistics/locations")).body).toEqual([]);
    const overTime = await get(user, "/v1/groups/statistics/purchase-price?start=2000-01-01&end=2100-01-01");
    expect(overTime.body).toEqual({
      valueAtStart: 0,
      valueAtEnd: 0,
      start: "2000-01-01",
      end: "2100-01-01",
      entries: [],
    });

    // A new group of the same user (X-Tenant) starts with entity types only.
    const office = await api("/v1/groups", { method: "POST", token: user.token, body: { name: "Office" } });
    const officeStats = await api("/v1/groups/statistics", {
      token: user.token,
      headers: { "X-Tenant": office.body.id },
    });
    expect(officeStats.body).toMatchObject({ totalUsers: 1, totalLocations: 0, totalTags: 0, totalItems: 0 });
  });

  it("many small prices sum without floating-point drift", async () => {
    const user = await newUser();
    const types = await entityTypesOf(user);
    const shelf = await createEntity(user, { name: "Shelf", entityTypeId: types.location });
    const tag = await createTag(user, "Cheap");
    for (let index = 0; index < 15; index++) {
      await createEntity(user, {
        name: `Part ${index}`,
        parentId: shelf,
        entityTypeId: types.item,
        quantity: index % 3 === 0 ? 3 : 1,
        purchasePrice: index % 2 === 0 ? 0.1 : 0.2,
        tagIds: [tag],
      });
    }
    // Even indexes cost 0.1, odd ones 0.2; indexes 0, 3, 6, 9, 12 hold three: 0.1 × 14 + 0.2 × 11 = 3.6.
    // Summed as floats in that order this gives 3.600000000000001.
    const expected = 3.6;
    expect((await get(user, "/v1/groups/statistics")).body.totalItemPrice).toBe(expected);
    expect((await get(user, "/v1/groups/statistics/locations")).body).toEqual([
      { id: shelf, name: "Shelf", total: expected },
    ]);
    expect((await get(user, "/v1/groups/statistics/tags")).body).toEqual([
      { id: tag, name: "Cheap", total: expected },
    ]);
    const overTime = await get(user, "/v1/groups/statistics/purchase-price");
    expect(overTime.body.valueAtEnd).toBe(expected);
  });
});

describe("value by tag over a deeper tag tree", () => {
  /*
   *   A ─┬─ A1 ── A1a         B
   *      └─ A2
   * Items (price × quantity) and their tags; each counts once under every tag above any of its tags:
   *   X     1 × 2  A1a, A2, B     (two branches of A)
   *   Y    10 × 1  A1, A1a        (a tag and its own child)
   *   Z   100 × 3  A2
   *   W  1000 × 1  A, A1a, A2, B  (three tags inside A, A itself included)
   *   V     5 × 1  A1a, ARCHIVED; U 7 × 0 tagged A (worth nothing)
   */
  it("counts an item once under a tag however many of its tags lie below it", async () => {
    const user = await newUser();
    const types = await entityTypesOf(user);
    const a = await createTag(user, "A");
    const a1 = await createTag(user, "A1", a);
    const a1a = await createTag(user, "A1a", a1);
    const a2 = await createTag(user, "A2", a);
    const b = await createTag(user, "B");
    const item = (name: string, purchasePrice: number, quantity: number, tagIds: string[], extra = {}) =>
      createEntity(user, { name, entityTypeId: types.item, purchasePrice, quantity, tagIds, ...extra });
    await item("X", 1, 2, [a1a, a2, b]);
    await item("Y", 10, 1, [a1, a1a]);
    await item("Z", 100, 3, [a2]);
    await item("W", 1000, 1, [a, a1a, a2, b]);
    await item("V", 5, 1, [a1a], { archived: true });
    await item("U", 7, 0, [a]);
    const response = await get<Totals[]>(user, "/v1/groups/statistics/tags");
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { id: a, name: "A", total: 2 + 10 + 300 + 1000 },
      { id: a1, name: "A1", total: 2 + 10 + 1000 },
      { id: a1a, name: "A1a", total: 2 + 10 + 1000 },
      { id: a2, name: "A2", total: 2 + 300 + 1000 },
      { id: b, name: "B", total: 2 + 1000 },
    ]);
  });
});

describe("purchase-price query errors", () => {
  it("a malformed or impossible date, or a start after the end, is 400", async () => {
    const user = await newUser();
    for (const query of [
      "start=2025-13-01",
      "end=someday",
      "start=2025-02-30",
      "start=2025-03-02&end=2025-03-01",
    ]) {
      const response = await get(user, `/v1/groups/statistics/purchase-price?${query}`);
      expectErrorBody(response, 400);
      expect(Object.keys(response.body.fields ?? {})).toHaveLength(1);
    }
  });
});

describe("credentials", () => {
  it("every statistics route needs them (401)", async () => {
    for (const path of ["", "/tags", "/locations", "/purchase-price"]) {
      expectErrorBody(await api(`/v1/groups/statistics${path}`), 401);
      expectErrorBody(await api(`/v1/groups/statistics${path}`, { token: "Bearer nope" }), 401);
    }
  });
});
