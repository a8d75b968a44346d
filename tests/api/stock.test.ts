import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "@/lib/csv/parse-csv";
import { ownServer } from "../support/own-server";
import { startReceiver, type Receiver } from "../support/receiver";
import { api, baseUrl, expectErrorBody, newUser, type TestUser } from "./client";
import {
  createEntity,
  createLocation,
  entityShapeProblems,
  getEntity,
  newHome,
  putEntity,
  type Home,
} from "./entities-fixtures";

// Consumables (lib/stock): atomic quantity adjustments, the low-stock list, the shopping list CSV,
// and the one notification per fall below the minimum.

type Base = { base?: string };

const adjust = (user: TestUser, id: string, delta: unknown, { base }: Base = {}) =>
  api(`/v1/entities/${id}/quantity-adjustments`, {
    method: "POST",
    token: user.token,
    body: { delta },
    base,
  });

async function item(user: TestUser, body: Record<string, unknown>, { base }: Base = {}) {
  const response = await api("/v1/entities", { method: "POST", token: user.token, body, base });
  if (response.status !== 201) throw new Error(`create: ${response.status} ${response.text}`);
  const { name: _name, ...values } = body;
  const patched = await api(`/v1/entities/${response.body.id}`, {
    method: "PATCH",
    token: user.token,
    body: values,
    base,
  });
  if (patched.status !== 200) throw new Error(`patch: ${patched.status} ${patched.text}`);
  return patched.body;
}

describe("POST /v1/entities/{id}/quantity-adjustments", () => {
  let home: Home;

  beforeAll(async () => {
    home = await newHome();
  });

  it("adds and takes away, answers the new quantity, and records the change in the history", async () => {
    const tape = await item(home, { name: "Tape", quantity: 5, minQuantity: 2, unit: "rolls" });
    const plus = await adjust(home, tape.id, 1);
    expect(plus.status, plus.text).toBe(200);
    expect(plus.body).toEqual({ id: tape.id, quantity: 6, minQuantity: 2, unit: "rolls", lowStock: false });
    expect((await adjust(home, tape.id, -1)).body.quantity).toBe(5);
    const used = await adjust(home, tape.id, -4);
    expect(used.body).toMatchObject({ quantity: 1, lowStock: true });
    expect((await getEntity(home, tape.id)).quantity).toBe(1);

    const history = await api(`/v1/entities/${tape.id}/history?pageSize=1`, { token: home.token });
    expect(history.body.items[0]).toMatchObject({
      type: "entity.updated",
      changes: [{ field: "quantity", before: 5, after: 1 }],
    });
  });

  it("never goes below 0: a clear 422 that changes nothing", async () => {
    const glue = await item(home, { name: "Glue", quantity: 2 });
    const response = await adjust(home, glue.id, -3);
    expectErrorBody(response, 422);
    expect(response.body.fields.delta).toMatch(/below 0/);
    expect((await getEntity(home, glue.id)).quantity).toBe(2);
    expect((await adjust(home, glue.id, -2)).body.quantity).toBe(0);
  });

  it("refuses a delta that is 0, not whole or missing", async () => {
    const nails = await item(home, { name: "Nails", quantity: 10 });
    for (const delta of [0, 1.5, "1", null, undefined]) {
      const response = await adjust(home, nails.id, delta);
      expect(response.status, `${delta}: ${response.text}`).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.body.fields).toHaveProperty("delta");
    }
    expect((await getEntity(home, nails.id)).quantity).toBe(10);
  });

  it("loses no adjustment among parallel ones, and stops exactly at 0", async () => {
    const screws = await item(home, { name: "Screws", quantity: 20 });
    const answers = await Promise.all(Array.from({ length: 26 }, () => adjust(home, screws.id, -1)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(20);
    for (const answer of answers.filter((answer) => answer.status !== 200)) expectErrorBody(answer, 422);
    expect((await getEntity(home, screws.id)).quantity).toBe(0);
    // Every success saw its own quantity: 19 down to 0, each once.
    const seen = answers.filter((answer) => answer.status === 200).map((answer) => answer.body.quantity);
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index));

    const mixed = await Promise.all([
      ...Array.from({ length: 10 }, () => adjust(home, screws.id, 3)),
      ...Array.from({ length: 10 }, () => adjust(home, screws.id, 1)),
    ]);
    expect(mixed.every((answer) => answer.status === 200)).toBe(true);
    expect((await getEntity(home, screws.id)).quantity).toBe(40);
  });

  it("answers 404 for another group's item and for no item", async () => {
    const mine = await item(home, { name: "Batteries", quantity: 4 });
    const stranger = await newUser();
    expectErrorBody(await adjust(stranger, mine.id, -1), 404);
    expectErrorBody(await adjust(home, "00000000-0000-4000-8000-000000000000", -1), 404);
    expect((await getEntity(home, mine.id)).quantity).toBe(4);
  });

  it("keeps the minimum and unit through a HomeBox client's PUT that leaves them out", async () => {
    const paper = await item(home, { name: "Paper", quantity: 3, minQuantity: 5, unit: "reams" });
    const put = await putEntity(home, paper.id, { name: "Paper", quantity: 7 });
    expect(put.status, put.text).toBe(200);
    // HomeBox's EntityOut has no such fields: they come only when asked for.
    expect(put.body).not.toHaveProperty("minQuantity");
    expect(put.body).not.toHaveProperty("unit");
    expect(entityShapeProblems(put.body, "repo.EntityOut")).toEqual([]);
    const withStock = await api(`/v1/entities/${paper.id}?withStock=true`, { token: home.token });
    expect(withStock.body).toMatchObject({ quantity: 7, minQuantity: 5, unit: "reams" });
    const refused = await api(`/v1/entities/${paper.id}`, {
      method: "PATCH",
      token: home.token,
      body: { minQuantity: -1, unit: "x".repeat(21) },
    });
    expectErrorBody(refused, 422);
    expect(Object.keys(refused.body.fields).sort()).toEqual(["minQuantity", "unit"]);
  });

  it("gives the list's entries their minimum and unit only with withStock=true", async () => {
    const tape = await item(home, { name: "Listed tape", quantity: 2, minQuantity: 4, unit: "rolls" });
    const plain = await item(home, { name: "Listed hammer", quantity: 1 });
    const asked = await api(`/v1/entities?q=${encodeURIComponent("listed")}&withStock=true`, {
      token: home.token,
    });
    expect(asked.status, asked.text).toBe(200);
    const byName = Object.fromEntries(asked.body.items.map((entry: { name: string }) => [entry.name, entry]));
    expect(byName["Listed tape"]).toMatchObject({ id: tape.id, minQuantity: 4, unit: "rolls" });
    expect(byName["Listed hammer"]).toMatchObject({ id: plain.id, minQuantity: 0, unit: "" });
    // HomeBox's list answer stays as it was.
    const plainList = await api(`/v1/entities?q=${encodeURIComponent("listed")}`, { token: home.token });
    for (const entry of plainList.body.items) {
      expect(entry).not.toHaveProperty("minQuantity");
      expect(entry).not.toHaveProperty("unit");
    }
  });
});

describe("GET /v1/stock/low and /v1/stock/shopping-list.csv", () => {
  let home: Home;

  beforeAll(async () => {
    home = await newHome();
    const pantry = await createLocation(home, "Pantry", home.locationIds["Kitchen"]);
    await item(home, { name: "Rice", quantity: 1, minQuantity: 3, unit: "kg", parentId: pantry.id });
    await item(home, { name: "=HYPERLINK(1)", quantity: 0, minQuantity: 2 });
    await item(home, { name: "Salt", quantity: 3, minQuantity: 3, unit: "kg" });
    await item(home, { name: "Pepper", quantity: 0 });
    await item(home, { name: "Old flour", quantity: 0, minQuantity: 5, archived: true });
    const stranger = await newUser();
    await createEntity(stranger, { name: "Their sugar" }).then((sugar) =>
      api(`/v1/entities/${sugar.id}`, {
        method: "PATCH",
        token: stranger.token,
        body: { minQuantity: 9 },
      }),
    );
  });

  it("lists what is below its minimum, archived and untracked items left out, with what to buy", async () => {
    const response = await api("/v1/stock/low", { token: home.token });
    expect(response.status, response.text).toBe(200);
    expect(response.body.items.map((entry: { name: string }) => entry.name)).toEqual([
      "=HYPERLINK(1)",
      "Rice",
    ]);
    expect(response.body.items[1]).toMatchObject({
      name: "Rice",
      path: ["Kitchen", "Pantry"],
      quantity: 1,
      minQuantity: 3,
      toBuy: 2,
      unit: "kg",
    });
  });

  it("downloads the shopping list as CSV with formulas escaped", async () => {
    const response = await fetch(`${baseUrl()}/api/v1/stock/shopping-list.csv`, {
      headers: { Authorization: home.token },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="cairn-shopping-list-/,
    );
    const text = await response.text();
    const rows = parseCsv(text, { delimiter: ",", maxColumns: 10, maxCellLength: 1000, maxRecords: 100 });
    expect(rows.map((row) => row.cells)).toEqual([
      ["item", "location", "have", "minimum", "to_buy", "unit"],
      ["'=HYPERLINK(1)", "", "0", "2", "2", ""],
      ["Rice", "Kitchen / Pantry", "1", "3", "2", "kg"],
    ]);
  });
});

describe("the low-stock notification", () => {
  const cleanups: Array<() => Promise<void>> = [];
  let receiver: Receiver;
  let base: string;
  let user: TestUser;

  beforeAll(async () => {
    receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    const { server } = await ownServer("stock", { NOTIFIER_ALLOW_PRIVATE: "true" }, cleanups);
    base = server.baseUrl;
    user = await newUser({ base });
    const notifier = await api("/v1/notifiers", {
      method: "POST",
      token: user.token,
      body: { name: "Hook", url: `generic+http://${receiver.origin.slice(7)}/hook?template=json` },
      base,
    });
    if (notifier.status !== 201) throw new Error(`notifier: ${notifier.status} ${notifier.text}`);
  }, 300_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function until(count: number) {
    const deadline = Date.now() + 20_000;
    while (receiver.requests.length < count) {
      if (Date.now() > deadline) throw new Error(`waited for ${count} notifications`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("tells the group once per fall below the minimum, and again after a restock and a new fall", async () => {
    const coffee = await item(user, { name: "Coffee", quantity: 3, minQuantity: 2, unit: "bags" }, { base });
    expect((await adjust(user, coffee.id, -1, { base })).body.quantity).toBe(2);
    expect((await adjust(user, coffee.id, -1, { base })).body).toMatchObject({ quantity: 1, lowStock: true });
    await until(1);
    const first = JSON.parse(receiver.requests[0]!.body);
    expect(first.title).toContain("Coffee");
    expect(first.message).toBe("Coffee: 1 bags left, minimum 2.");
    // Still low: no second message for this fall.
    await adjust(user, coffee.id, -1, { base });
    // A restock through an edit clears the mark; the next fall is told again.
    const restocked = await api(`/v1/entities/${coffee.id}`, {
      method: "PATCH",
      token: user.token,
      body: { quantity: 6 },
      base,
    });
    expect(restocked.status).toBe(200);
    await adjust(user, coffee.id, -5, { base });
    await until(2);
    const second = JSON.parse(receiver.requests[1]!.body);
    // Had the fall to 0 (still low) been told too, its "0 bags left" would be this second message.
    expect(second.message).toBe("Coffee: 1 bags left, minimum 2.");
  });
});
