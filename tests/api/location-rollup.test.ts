import { beforeAll, describe, expect, it } from "vitest";
import { api, expectErrorBody, type TestUser } from "./client";
import {
  createEntity,
  createLocation,
  getEntity,
  list,
  names,
  newHome,
  putEntity,
  type Home,
} from "./entities-fixtures";

/**
 * Cottage (location)
 *   Sofa (1 × 100)
 *   Galley (location)
 *     Spoons (12 × 1)
 *     Cabinet (location)
 *       Box (item, 1 × 0)
 *         Candles (3 × 2)
 *       Old mixer (archived, 1 × 50): counted nowhere
 *       Kettle (sold, 1 × 40): an item of the counts, no value
 */
let home: Home;
let stranger: Home;
type Name = "house" | "kitchen" | "cupboard" | "sofa" | "spoons" | "box" | "candles" | "mixer" | "kettle";
const ids = {} as Record<Name, string>;

async function item(user: Home, name: string, parentId: string, values: Record<string, unknown>) {
  const created = await createEntity(user, { name, parentId, quantity: values.quantity ?? 1 });
  const response = await putEntity(user, created.id, { name, parentId, quantity: 1, ...values });
  expect(response.status).toBe(200);
  return created.id as string;
}

const totals = async (user: TestUser, id: string) => {
  const response = await api(`/v1/entities/${id}/totals`, { token: user.token });
  expect(response.status).toBe(200);
  return response.body;
};

beforeAll(async () => {
  [home, stranger] = await Promise.all([newHome(), newHome()]);
  ids.house = (await createLocation(home, "Cottage")).id;
  ids.kitchen = (await createLocation(home, "Galley", ids.house)).id;
  ids.cupboard = (await createLocation(home, "Cabinet", ids.kitchen)).id;
  ids.sofa = await item(home, "Sofa", ids.house, { purchasePrice: 100 });
  ids.spoons = await item(home, "Spoons", ids.kitchen, { quantity: 12, purchasePrice: 1 });
  ids.box = await item(home, "Box", ids.cupboard, {});
  ids.candles = await item(home, "Candles", ids.box, { quantity: 3, purchasePrice: 2 });
  ids.mixer = await item(home, "Old mixer", ids.cupboard, { purchasePrice: 50, archived: true });
  ids.kettle = await item(home, "Kettle", ids.cupboard, { purchasePrice: 40, soldDate: "2025-01-02" });
});

describe("GET /v1/entities/{id}/totals (Cairn)", () => {
  it("counts what is inside at any depth: sub-locations, items inside items; not archived; sold without value", async () => {
    expect(await totals(home, ids.cupboard)).toEqual({ items: 3, quantity: 5, value: 6 });
    expect(await totals(home, ids.kitchen)).toEqual({ items: 4, quantity: 17, value: 18 });
    expect(await totals(home, ids.house)).toEqual({ items: 5, quantity: 18, value: 118 });
    // An item that holds items, and one that holds nothing.
    expect(await totals(home, ids.box)).toEqual({ items: 1, quantity: 3, value: 6 });
    expect(await totals(home, ids.sofa)).toEqual({ items: 0, quantity: 0, value: 0 });
  });

  it("answers 404 for another group's entity and 400 for a malformed id", async () => {
    expectErrorBody(await api(`/v1/entities/${ids.house}/totals`, { token: stranger.token }), 404);
    expectErrorBody(await api(`/v1/entities/not-a-uuid/totals`, { token: home.token }), 400);
  });
});

describe("HomeBox's numbers keep their meaning", () => {
  it("itemCount and totalPrice stay direct; no Cairn field unless asked", async () => {
    const house = await getEntity(home, ids.house);
    expect(house.itemCount).toBe(1);
    expect(house.totalPrice).toBe(100);
    expect(house).not.toHaveProperty("nestedItemCount");
    expect(house.children.map((child: any) => [child.name, child.itemCount])).toEqual([["Galley", 12]]);
    expect(house.children[0]).not.toHaveProperty("nestedItemCount");
    expect(house.children[0]).not.toHaveProperty("nestedQuantity");
    const plain = await list(home, `isLocation=true&parentIds=${ids.house}`);
    expect(plain.items[0]).not.toHaveProperty("nestedItemCount");
    expect(plain.items[0]).not.toHaveProperty("nestedQuantity");
  });

  it("withNestedTotals=true gives listed locations their nested count and quantity, not the parents shown with them", async () => {
    const page = await list(home, `isLocation=true&withNestedTotals=true&q=`);
    const figures = Object.fromEntries(
      page.items.map((entry) => [entry.name, [entry.nestedItemCount, entry.nestedQuantity]]),
    );
    // Items counted (as the totals' `items`), then their quantities summed (the totals' `quantity`).
    expect(figures).toMatchObject({ Cottage: [5, 18], Galley: [4, 17], Cabinet: [3, 5], Garage: [0, 0] });
    for (const id of [ids.house, ids.kitchen, ids.cupboard]) {
      const entry = page.items.find((found) => found.id === id);
      const { items, quantity } = await totals(home, id);
      expect([entry.nestedItemCount, entry.nestedQuantity]).toEqual([items, quantity]);
    }
    const kitchen = page.items.find((entry) => entry.name === "Galley");
    expect(kitchen.itemCount).toBe(12);
    expect(kitchen.parent.name).toBe("Cottage");
    expect(kitchen.parent).not.toHaveProperty("nestedItemCount");
    expect(kitchen.parent).not.toHaveProperty("nestedQuantity");
  });

  it("statistics/locations totals every location with what is below it", async () => {
    const response = await api("/v1/groups/statistics/locations", { token: home.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { id: ids.cupboard, name: "Cabinet", total: 6 },
      { id: ids.house, name: "Cottage", total: 118 },
      { id: ids.kitchen, name: "Galley", total: 18 },
    ]);
  });
});

describe("GET /v1/entities?parentIds=…&descendants=true (Cairn)", () => {
  it("lists everything inside the location at any depth; without it only what sits directly there", async () => {
    expect(names((await list(home, `parentIds=${ids.house}&descendants=true`)).items)).toEqual([
      "Box",
      "Candles",
      "Kettle",
      "Sofa",
      "Spoons",
    ]);
    expect(names((await list(home, `parentIds=${ids.house}`)).items)).toEqual(["Sofa"]);
    expect(
      names((await list(home, `parentIds=${ids.kitchen}&descendants=true&includeArchived=true`)).items),
    ).toEqual(["Box", "Candles", "Kettle", "Old mixer", "Spoons"]);
    expect(
      names((await list(home, `parentIds=${ids.house}&descendants=true&isLocation=true`)).items),
    ).toEqual(["Cabinet", "Galley"]);
  });

  it("narrows to nothing for a parent that holds nothing or is another group's", async () => {
    expect((await list(home, `parentIds=${ids.sofa}&descendants=true`)).total).toBe(0);
    expect((await list(stranger, `parentIds=${ids.house}&descendants=true`)).total).toBe(0);
  });
});

describe("moves and deletes", () => {
  it("totals follow a move at once", async () => {
    const garage = home.locationIds.Garage!;
    const moved = await item(home, "Ladder", ids.cupboard, { purchasePrice: 30 });
    expect(await totals(home, ids.house)).toEqual({ items: 6, quantity: 19, value: 148 });
    const move = { name: "Ladder", parentId: garage, quantity: 1, purchasePrice: 30 };
    expect((await putEntity(home, moved, move)).status).toBe(200);
    expect(await totals(home, ids.house)).toEqual({ items: 5, quantity: 18, value: 118 });
    expect(await totals(home, garage)).toEqual({ items: 1, quantity: 1, value: 30 });
  });

  it("deleting a container moves what it held to its own parent, and the history says so", async () => {
    const response = await api(`/v1/entities/${ids.kitchen}`, { method: "DELETE", token: home.token });
    expect(response.status).toBe(204);
    expect((await getEntity(home, ids.cupboard)).parent.id).toBe(ids.house);
    expect((await getEntity(home, ids.spoons)).parent.id).toBe(ids.house);
    // Nothing left the house.
    expect(await totals(home, ids.house)).toEqual({ items: 5, quantity: 18, value: 118 });
    const history = await api(`/v1/entities/${ids.cupboard}/history?pageSize=1`, { token: home.token });
    expect(history.body.items[0].type).toBe("entity.updated");
    expect(history.body.items[0].changes).toEqual([
      {
        field: "parent",
        before: { id: ids.kitchen, name: "Galley" },
        after: { id: ids.house, name: "Cottage" },
      },
    ]);
  });

  it("an item's contents move to where the item was; a root's to the top level", async () => {
    await api(`/v1/entities/${ids.box}`, { method: "DELETE", token: home.token });
    expect((await getEntity(home, ids.candles)).parent.id).toBe(ids.cupboard);
    await api(`/v1/entities/${ids.house}`, { method: "DELETE", token: home.token });
    expect((await getEntity(home, ids.cupboard)).parent).toBeUndefined();
    expect((await getEntity(home, ids.sofa)).parent).toBeUndefined();
    expect(await totals(home, ids.cupboard)).toEqual({ items: 2, quantity: 4, value: 6 });
  });
});
