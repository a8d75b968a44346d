import { beforeAll, describe, expect, it } from "vitest";
import { api, expectErrorBody } from "./client";
import {
  createEntity,
  createLocation,
  createTag,
  entityShapeProblems,
  insertAttachment,
  list,
  names,
  newHome,
  putEntity,
  sql,
  type Home,
} from "./entities-fixtures";

/**
 * One home whose data lets every filter fail: items in and out of locations, nested items, an
 * archived and a sold one, tags with a child tag, custom fields, photos.
 */
let home: Home;
let stranger: Home;
const ids: Record<string, string> = {};
const assetIds: Record<string, string> = {};
const tags: Record<string, string> = {};

const ALL_ITEMS = [
  "Anvil",
  "apple corer",
  "Bit set",
  "Claw hammer",
  "Drill",
  "hammer",
  "Lamp",
  "Zebra figurine",
];

beforeAll(async () => {
  [home, stranger] = await Promise.all([newHome(), newHome()]);
  tags.Tools = await createTag(home, "Tools");
  tags.Power = await createTag(home, "Power", tags.Tools);
  tags.Garden = await createTag(home, "Garden");
  const garage = home.locationIds.Garage!;
  const kitchen = home.locationIds.Kitchen!;
  const shelf = await createLocation(home, "Garage Shelf", garage);
  ids["Garage Shelf"] = shelf.id;

  const specs: Array<[string, Record<string, unknown>]> = [
    [
      "Drill",
      { parentId: garage, quantity: 2, purchasePrice: 100, serialNumber: "SN-XYZ-1", tagIds: [tags.Power] },
    ],
    [
      "hammer",
      { parentId: garage, quantity: 1, purchasePrice: 20, manufacturer: "Stanley", tagIds: [tags.Tools] },
    ],
    ["Old Saw", { parentId: garage, quantity: 5, purchasePrice: 7, archived: true }],
    [
      "Lamp",
      {
        parentId: kitchen,
        quantity: 1,
        purchasePrice: 50,
        soldDate: "2024-03-04",
        modelNumber: "LMP-9",
        tagIds: [tags.Garden],
      },
    ],
    ["Bit set", { quantity: 10, description: "fits the drill", notes: "50% off_sale" }],
    ["Zebra figurine", { notes: "from the zoo", fields: [{ name: "Color", textValue: "Red" }] }],
    [
      "apple corer",
      {
        parentId: kitchen,
        quantity: 3,
        purchasePrice: 0.1,
        fields: [
          { name: "Color", textValue: "Green" },
          { name: "Material", textValue: "Stainless steel" },
        ],
      },
    ],
    ["Anvil", { parentId: garage, description: "use it with a hammer" }],
    ["Claw hammer", { parentId: garage, purchasePrice: 0.2 }],
  ];
  for (const [name, values] of specs) {
    const created = await createEntity(home, { name });
    ids[name] = created.id;
    assetIds[name] = created.assetId;
    const parentId = name === "Bit set" ? ids.Drill : values.parentId;
    const response = await putEntity(home, created.id, {
      name,
      ...values,
      parentId,
      assetId: created.assetId,
    });
    expect(response.status).toBe(200);
  }
  const thumbnail = await insertAttachment(home, ids.Drill!, { type: "thumbnail" });
  await insertAttachment(home, ids.Drill!, { primary: true, thumbnailId: thumbnail });
  await insertAttachment(home, ids.hammer!, { primary: false });
  await insertAttachment(home, ids.Lamp!, { type: "manual" });
});

describe("GET /v1/entities: defaults and shapes", () => {
  it("lists non-archived items of the group only, sorted by name case-insensitively, unpaged", async () => {
    const body = await list(home);
    expect(names(body.items)).toEqual(ALL_ITEMS);
    expect(body).toMatchObject({ page: -1, pageSize: -1, total: ALL_ITEMS.length });
    expect(entityShapeProblems(body, "repo.EntityListResult")).toEqual([]);
    expect(names((await list(stranger)).items)).toEqual([]);
    expect(names((await list(home, "isLocation=false")).items)).toEqual(ALL_ITEMS);
  });

  it("summaries carry parent (one level), entity type, tags, primary photo and sold date", async () => {
    const { items } = await list(home);
    const drill = items.find((item) => item.name === "Drill");
    expect(drill).toMatchObject({
      id: ids.Drill,
      assetId: assetIds.Drill,
      quantity: 2,
      purchasePrice: 100,
      soldDate: "",
      entityType: { id: home.itemTypeId, isLocation: false },
      parent: { id: home.locationIds.Garage, name: "Garage", entityType: { isLocation: true }, itemCount: 3 },
      tags: [{ id: tags.Power, name: "Power", parentId: tags.Tools }],
      imageId: expect.any(String),
      thumbnailId: expect.any(String),
    });
    expect(drill).not.toHaveProperty("itemCount");
    const bits = items.find((item) => item.name === "Bit set");
    expect(bits.parent).toMatchObject({ id: ids.Drill, name: "Drill", tags: [{ name: "Power" }] });
    expect(bits.parent).not.toHaveProperty("parent");
    expect(items.find((item) => item.name === "Lamp").soldDate).toBe("2024-03-04");
    const hammer = items.find((item) => item.name === "hammer");
    expect(hammer).not.toHaveProperty("imageId");
    expect(items.find((item) => item.name === "Zebra figurine")).not.toHaveProperty("parent");
  });

  it("totalPrice sums the purchase prices of the page's unsold entries (not times quantity)", async () => {
    expect((await list(home)).totalPrice).toBe(120.3);
    expect((await list(home, "q=drill")).totalPrice).toBe(100);
    expect((await list(home, "q=lamp")).totalPrice).toBe(0);
    expect((await list(home, "pageSize=1&page=5")).totalPrice).toBe(100);
    expect((await list(home, "pageSize=2&page=3")).totalPrice).toBe(120);
  });
});

describe("GET /v1/entities: filters", () => {
  const cases: Array<[string, string[]]> = [
    [
      "includeArchived=true",
      [...ALL_ITEMS, "Old Saw"].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })),
    ],
    ["filterChildren=true", ["Zebra figurine"]],
    ["parentIds={Garage}", ["Anvil", "Claw hammer", "Drill", "hammer"]],
    [
      "parentIds={Garage}&parentIds={Kitchen}",
      ["Anvil", "apple corer", "Claw hammer", "Drill", "hammer", "Lamp"],
    ],
    ["parentIds={Drill}", ["Bit set"]],
    ["parentIds={Garage}&includeArchived=1", ["Anvil", "Claw hammer", "Drill", "hammer", "Old Saw"]],
    ["tags={Tools}", ["Drill", "hammer"]],
    ["tags={Power}", ["Drill"]],
    ["tags={Tools}&tags={Garden}", ["Drill", "hammer", "Lamp"]],
    [
      "tags={Tools}&negateTags=true",
      ["Anvil", "apple corer", "Bit set", "Claw hammer", "Lamp", "Zebra figurine"],
    ],
    ["fields=Color%3DRed", ["Zebra figurine"]],
    ["fields=Color%3DRed&fields=Color%3DGreen", ["apple corer", "Zebra figurine"]],
    ["fields=Color%3Dred", []],
    ["fields=Material%3DStainless%20steel", ["apple corer"]],
    ["fields=no-equals-sign", ALL_ITEMS],
    ["onlyWithPhoto=true", ["Drill", "hammer"]],
    ["onlyWithoutPhoto=true", ["Anvil", "apple corer", "Bit set", "Claw hammer", "Lamp", "Zebra figurine"]],
    ["onlyWithPhoto=false", ALL_ITEMS],
    ["unknownParam=1", ALL_ITEMS],
  ];

  const resolve = (query: string) =>
    query.replace(
      /\{([^}]+)\}/g,
      (_, name: string) => home.locationIds[name] ?? ids[name] ?? tags[name] ?? name,
    );

  for (const [query, expected] of cases) {
    it(`${query} → ${expected.length} item(s)`, async () => {
      const body = await list(home, resolve(query));
      expect(names(body.items)).toEqual(expected);
      expect(body.total).toBe(expected.length);
    });
  }

  it("isLocation=true lists locations with itemCount: quantities of direct, non-archived items", async () => {
    const body = await list(home, "isLocation=true");
    expect(names(body.items)).toEqual([
      "Attic",
      "Basement",
      "Bathroom",
      "Bedroom",
      "Garage",
      "Garage Shelf",
      "Kitchen",
      "Living Room",
      "Office",
    ]);
    const counts = Object.fromEntries(body.items.map((item) => [item.name, item.itemCount]));
    // Garage: Drill 2 + hammer 1 (+ Anvil and Claw hammer at 0); not Old Saw (archived), Bit set
    // (inside Drill) or Garage Shelf (a location).
    expect(counts).toMatchObject({ Garage: 3, Kitchen: 4, Attic: 0, "Garage Shelf": 0 });
    expect(entityShapeProblems(body, "repo.EntityListResult")).toEqual([]);
    expect(names((await list(home, "isLocation=true&filterChildren=true")).items)).not.toContain(
      "Garage Shelf",
    );
    expect(names((await list(home, `isLocation=true&parentIds=${home.locationIds.Garage}`)).items)).toEqual([
      "Garage Shelf",
    ]);
  });

  it("another group's ids filter to nothing", async () => {
    const foreignTag = await createTag(stranger, "Tools");
    expect((await list(home, `tags=${foreignTag}`)).items).toEqual([]);
    expect((await list(home, `parentIds=${stranger.locationIds.Garage}`)).items).toEqual([]);
    expect((await list(stranger, `tags=${tags.Tools}`)).items).toEqual([]);
    expect((await list(stranger, `parentIds=${home.locationIds.Garage}`)).items).toEqual([]);
  });

  it("malformed filter values are a 400", async () => {
    for (const query of [
      "tags=nope",
      "parentIds=123",
      "isLocation=maybe",
      "page=abc",
      "pageSize=1.5",
      "includeArchived=2",
    ]) {
      expectErrorBody(await api(`/v1/entities?${query}`, { token: home.token }), 400);
    }
  });

  it("too many values of one filter are a 422 naming the parameter, never a 500", async () => {
    const repeat = (key: string, count: number, value: (index: number) => string) =>
      Array.from({ length: count }, (_, index) => `${key}=${encodeURIComponent(value(index))}`).join("&");
    const uuidOf = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`;
    // 400 ids would not fit in the request line Node.js accepts (431); 200 do.
    for (const [key, cap, value, many] of [
      ["fields", 20, (index: number) => `Color=${index}`, 400],
      ["tags", 100, uuidOf, 200],
      ["parentIds", 100, uuidOf, 200],
      ["entityTypeIds", 100, uuidOf, 200],
    ] as const) {
      expect((await api(`/v1/entities?${repeat(key, cap, value)}`, { token: home.token })).status).toBe(200);
      for (const count of [cap + 1, many]) {
        const response = await api(`/v1/entities?${repeat(key, count, value)}`, { token: home.token });
        expectErrorBody(response, 422);
        expect(response.body.fields).toHaveProperty(key);
        expect(response.body.fields[key]).toMatch(new RegExp(`at most ${cap}`));
      }
    }
  });
});

describe("GET /v1/entities: q", () => {
  const cases: Array<[string, string[]]> = [
    ["drill", ["Drill", "Bit set"]],
    ["DRILL", ["Drill", "Bit set"]],
    ["sn-xyz", ["Drill"]],
    ["STANLEY", ["hammer"]],
    ["lmp-9", ["Lamp"]],
    ["ZOO", ["Zebra figurine"]],
    ["steel", ["apple corer"]],
    ["garden", ["Lamp"]],
    ["power", ["Drill"]],
    ["%", ["Bit set"]],
    ["_", ["Bit set"]],
    ["saw", []],
    ["nothing like this", []],
  ];
  for (const [q, expected] of cases) {
    it(`q=${q} → ${expected.join(", ") || "nothing"}`, async () => {
      expect(names((await list(home, `q=${encodeURIComponent(q)}`)).items)).toEqual(expected);
    });
  }

  it("ranks name matches first: exact, then prefix, then contained, then other columns", async () => {
    expect(names((await list(home, "q=hammer")).items)).toEqual(["hammer", "Claw hammer", "Anvil"]);
  });

  it("#000-001 finds exactly that asset", async () => {
    const body = await list(home, `q=${encodeURIComponent(`#${assetIds.Lamp}`)}`);
    expect(names(body.items)).toEqual(["Lamp"]);
    const plain = await list(home, `q=${encodeURIComponent(`#${Number(assetIds.Lamp!.replace("-", ""))}`)}`);
    expect(names(plain.items)).toEqual(["Lamp"]);
    expect(
      (await list(stranger, `q=${encodeURIComponent(`#${assetIds.Lamp}`)}`)).items.map((item) => item.id),
    ).not.toContain(ids.Lamp);
  });

  it("combines with other filters and archived entries", async () => {
    expect(names((await list(home, "q=saw&includeArchived=true")).items)).toEqual(["Old Saw"]);
    expect(
      names((await list(home, `q=hammer&parentIds=${home.locationIds.Garage}&tags=${tags.Tools}`)).items),
    ).toEqual(["hammer"]);
  });

  it("matches non-ASCII text written the same way on both databases", async () => {
    const fresh = await newHome();
    await createEntity(fresh, { name: "Ölkanne", description: "für die Fräse" });
    expect(names((await list(fresh, `q=${encodeURIComponent("Ölkanne")}`)).items)).toEqual(["Ölkanne"]);
    expect(names((await list(fresh, `q=${encodeURIComponent("fräse")}`)).items)).toEqual(["Ölkanne"]);
  });
});

describe("GET /v1/entities: orderBy and paging", () => {
  it("createdAt and updatedAt list newest first, assetId ascending, anything else by name", async () => {
    const created = (await list(home, "orderBy=createdAt")).items.map((item) => item.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const byAsset = (await list(home, "orderBy=assetId")).items.map((item) => item.assetId);
    expect(byAsset).toEqual([...byAsset].sort());
    await api(`/v1/entities/${ids.Anvil}`, { method: "PATCH", token: home.token, body: { quantity: 0 } });
    const updated = (await list(home, "orderBy=updatedAt")).items;
    expect(updated[0].name).toBe("Anvil");
    expect(names((await list(home, "orderBy=bogus")).items)).toEqual(ALL_ITEMS);
  });

  it("pages in the database: page and pageSize are echoed, total counts every match", async () => {
    const first = await list(home, "pageSize=3");
    expect(first).toMatchObject({ page: 1, pageSize: 3, total: ALL_ITEMS.length });
    expect(names(first.items)).toEqual(ALL_ITEMS.slice(0, 3));
    const third = await list(home, "page=3&pageSize=3");
    expect(names(third.items)).toEqual(ALL_ITEMS.slice(6));
    expect(third.page).toBe(3);
    const beyond = await list(home, "page=99&pageSize=3");
    expect(beyond).toMatchObject({ items: [], total: ALL_ITEMS.length });
    expect((await list(home, "page=0&pageSize=2")).page).toBe(1);
    expect((await list(home, "pageSize=-1")).pageSize).toBe(-1);
    expect(await list(home, "page=999999999&pageSize=1000")).toMatchObject({
      items: [],
      total: ALL_ITEMS.length,
    });
  });

  it("never answers more than 1000 entities, paged or not", async () => {
    const big = await newHome();
    // 1001 items written straight into the database: creating them one by one would be slow.
    await sql(
      `WITH RECURSIVE "n"("i") AS (SELECT 1 UNION ALL SELECT "i" + 1 FROM "n" WHERE "i" < 1001)
       INSERT INTO "Entity" ("id", "groupId", "entityTypeId", "name", "createdAt", "updatedAt")
       SELECT 'bulk-' || ? || '-' || "i", ?, ?, 'Bulk ' || "i", '2026-01-01T00:00:00.000+00:00', '2026-01-01T00:00:00.000+00:00' FROM "n"`,
      [big.groupId, big.groupId, big.itemTypeId],
    );
    const unpaged = await list(big);
    expect(unpaged).toMatchObject({ page: -1, pageSize: -1, total: 1001 });
    expect(unpaged.items).toHaveLength(1000);
    const capped = await list(big, "pageSize=5000");
    expect(capped).toMatchObject({ page: 1, pageSize: 1000, total: 1001 });
    expect(capped.items).toHaveLength(1000);
    const second = await list(big, "page=2&pageSize=5000");
    expect(second.items).toHaveLength(1);
  });
});
