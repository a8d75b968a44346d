import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { shapeProblems } from "../support/openapi-shape";
import { api, expectErrorBody, newMember, newUser, type TestUser } from "./client";

type Entry = {
  id: string;
  name: string;
  description: string;
  cost: string;
  scheduledDate: string;
  completedDate: string;
  itemID?: string;
  itemName?: string;
};

async function createEntity(user: TestUser, name: string): Promise<string> {
  const response = await api("/v1/entities", {
    method: "POST",
    token: user.token,
    body: { name, quantity: 1 },
  });
  if (response.status !== 201) throw new Error(`create entity: ${response.status} ${response.text}`);
  return response.body.id;
}

async function createEntry(user: TestUser, entityId: string, body: Record<string, unknown>): Promise<Entry> {
  const response = await api(`/v1/entities/${entityId}/maintenance`, {
    method: "POST",
    token: user.token,
    body,
  });
  if (response.status !== 201) throw new Error(`create entry: ${response.status} ${response.text}`);
  return response.body;
}

const listOf = (user: TestUser, entityId: string, status?: string) =>
  api<Entry[]>(`/v1/entities/${entityId}/maintenance${status === undefined ? "" : `?status=${status}`}`, {
    token: user.token,
  });

const groupList = (user: TestUser, query = "") =>
  api<Entry[]>(`/v1/maintenance${query}`, { token: user.token });

const namesOf = (entries: Entry[]) => entries.map((entry) => entry.name);

describe("POST /v1/entities/{id}/maintenance", () => {
  it("creates an entry (201, HomeBox MaintenanceEntry) with a decimal-string cost and date-only dates", async () => {
    const user = await newUser();
    const kettle = await createEntity(user, "Kettle");
    const response = await api(`/v1/entities/${kettle}/maintenance`, {
      method: "POST",
      token: user.token,
      body: {
        name: "  Descale ",
        description: "vinegar",
        cost: "12.50",
        scheduledDate: "2026-05-01",
        completedDate: "",
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: "Descale",
      description: "vinegar",
      cost: "12.50",
      scheduledDate: "2026-05-01",
      completedDate: "",
    });
    expect(shapeProblems(response.body, "repo.MaintenanceEntry")).toEqual([]);
  });

  it("accepts a JSON number cost, keeps sub-cent amounts exactly, and defaults cost and description", async () => {
    const user = await newUser();
    const car = await createEntity(user, "Car");
    expect(
      (await createEntry(user, car, { name: "Tyres", cost: 7.25, completedDate: "2026-01-02" })).cost,
    ).toBe("7.25");
    expect(
      (await createEntry(user, car, { name: "Fuse", cost: "0.0001", completedDate: "2026-01-02" })).cost,
    ).toBe("0.0001");
    expect(
      (await createEntry(user, car, { name: "Bulb", cost: "12.345", completedDate: "2026-01-02" })).cost,
    ).toBe("12.345");
    expect(
      (await createEntry(user, car, { name: "Big", cost: "1000000000000", completedDate: "2026-01-02" }))
        .cost,
    ).toBe("1000000000000.00");
    const plain = await createEntry(user, car, { name: "Wash", completedDate: "2026-01-02" });
    expect(plain).toMatchObject({ cost: "0.00", description: "" });
    expect(
      (await createEntry(user, car, { name: "Null cost", cost: null, completedDate: "2026-01-02" })).cost,
    ).toBe("0.00");
  });

  it("reads the date forms HomeBox clients send", async () => {
    const user = await newUser();
    const bike = await createEntity(user, "Bike");
    const entry = await createEntry(user, bike, {
      name: "Chain",
      scheduledDate: "03/15/2026",
      completedDate: "2026-03-16T23:30:00+02:00",
    });
    expect(entry).toMatchObject({ scheduledDate: "2026-03-15", completedDate: "2026-03-16" });
  });

  it("needs a name (1..255) and at least one date (422 naming the fields)", async () => {
    const user = await newUser();
    const boiler = await createEntity(user, "Boiler");
    const post = (body: unknown) =>
      api(`/v1/entities/${boiler}/maintenance`, { method: "POST", token: user.token, body });

    const noDates = await post({ name: "Service", scheduledDate: "", completedDate: null });
    expectErrorBody(noDates, 422);
    expect(Object.keys(noDates.body.fields).sort()).toEqual(["completedDate", "scheduledDate"]);

    for (const body of [
      { scheduledDate: "2026-01-01" },
      { name: "", scheduledDate: "2026-01-01" },
      { name: "x".repeat(256), scheduledDate: "2026-01-01" },
    ]) {
      const response = await post(body);
      expectErrorBody(response, 422);
      expect(Object.keys(response.body.fields)).toEqual(["name"]);
    }
    expect((await post({ name: "x".repeat(255), scheduledDate: "2026-01-01" })).status).toBe(201);
    const longDescription = await post({
      name: "Service",
      description: "d".repeat(2501),
      scheduledDate: "2026-01-01",
    });
    expectErrorBody(longDescription, 422);
    expect(longDescription.body.fields).toHaveProperty("description");
  });

  it("refuses a negative, non-numeric or oversized cost (422)", async () => {
    const user = await newUser();
    const boiler = await createEntity(user, "Boiler");
    for (const cost of ["-1", -0.5, "abc", "12,50", true, {}, "1000000000000.01"]) {
      const response = await api(`/v1/entities/${boiler}/maintenance`, {
        method: "POST",
        token: user.token,
        body: { name: "Service", cost, scheduledDate: "2026-01-01" },
      });
      expectErrorBody(response, 422);
      expect(Object.keys(response.body.fields)).toEqual(["cost"]);
    }
    expect((await listOf(user, boiler)).body).toEqual([]);
  });

  it("answers a bad date or malformed JSON with 400, a malformed id with 400, an unknown entity with 404", async () => {
    const user = await newUser();
    const boiler = await createEntity(user, "Boiler");
    const badDate = await api(`/v1/entities/${boiler}/maintenance`, {
      method: "POST",
      token: user.token,
      body: { name: "Service", scheduledDate: "2026-02-30" },
    });
    expectErrorBody(badDate, 400);
    expect(badDate.body.fields).toHaveProperty("scheduledDate");
    const malformed = await api(`/v1/entities/${boiler}/maintenance`, {
      method: "POST",
      token: user.token,
      rawBody: "{not json",
      headers: { "Content-Type": "application/json" },
    });
    expectErrorBody(malformed, 400);
    const badId = await api("/v1/entities/not-a-uuid/maintenance", {
      method: "POST",
      token: user.token,
      body: { name: "x" },
    });
    expectErrorBody(badId, 400);
    expect(badId.body.error).toBe("invalid route key: id");
    const unknown = await api(`/v1/entities/${randomUUID()}/maintenance`, {
      method: "POST",
      token: user.token,
      body: { name: "Service", scheduledDate: "2026-01-01" },
    });
    expectErrorBody(unknown, 404);
    expect(unknown.body).toEqual({ error: "Not Found", code: "not_found" });
  });
});

describe("GET /v1/entities/{id}/maintenance", () => {
  it("lists the entity's entries with item details, filtered by status and ordered by scheduled then completed date", async () => {
    const user = await newUser();
    const furnace = await createEntity(user, "Furnace");
    const other = await createEntity(user, "Other");
    await createEntry(user, furnace, { name: "Filter (late plan)", scheduledDate: "2026-09-01" });
    await createEntry(user, furnace, {
      name: "Inspection (early plan, done)",
      scheduledDate: "2026-02-01",
      completedDate: "2026-02-03",
    });
    await createEntry(user, furnace, {
      name: "Repair (unplanned, done 2025)",
      completedDate: "2025-11-20",
      cost: "80",
    });
    await createEntry(user, furnace, { name: "Clean (unplanned, done 2024)", completedDate: "2024-06-01" });
    await createEntry(user, furnace, { name: "Flue (mid plan)", scheduledDate: "2026-04-01" });
    await createEntry(user, other, { name: "Elsewhere", scheduledDate: "2026-01-01" });

    const both = await listOf(user, furnace);
    expect(both.status).toBe(200);
    expect(namesOf(both.body)).toEqual([
      "Inspection (early plan, done)",
      "Flue (mid plan)",
      "Filter (late plan)",
      "Clean (unplanned, done 2024)",
      "Repair (unplanned, done 2025)",
    ]);
    for (const entry of both.body) {
      expect(entry.itemID).toBe(furnace);
      expect(entry.itemName).toBe("Furnace");
    }
    expect(both.body.flatMap((entry) => shapeProblems(entry, "repo.MaintenanceEntryWithDetails"))).toEqual(
      [],
    );

    expect(namesOf((await listOf(user, furnace, "scheduled")).body)).toEqual([
      "Flue (mid plan)",
      "Filter (late plan)",
    ]);
    expect(namesOf((await listOf(user, furnace, "completed")).body)).toEqual([
      "Inspection (early plan, done)",
      "Clean (unplanned, done 2024)",
      "Repair (unplanned, done 2025)",
    ]);
    for (const status of ["both", "", "bogus", "scheduled&status=completed"]) {
      expect((await listOf(user, furnace, status)).body).toHaveLength(5);
    }
  });

  it("is [] for an entity without entries; 404 for an unknown entity; 400 for a malformed id", async () => {
    const user = await newUser();
    const lamp = await createEntity(user, "Lamp");
    const empty = await listOf(user, lamp);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
    expectErrorBody(await listOf(user, randomUUID()), 404);
    const badId = await api("/v1/entities/123/maintenance", { token: user.token });
    expectErrorBody(badId, 400);
    expect(badId.body.error).toBe("invalid route key: id");
  });
});

describe("GET /v1/maintenance", () => {
  it("lists the whole group's entries with itemName and itemID, filtered by status", async () => {
    const user = await newUser();
    const stranger = await newUser();
    const fridge = await createEntity(user, "Fridge");
    const oven = await createEntity(user, "Oven");
    await createEntry(user, fridge, { name: "Defrost", scheduledDate: "2026-07-01" });
    await createEntry(user, oven, {
      name: "Door seal",
      scheduledDate: "2026-03-01",
      completedDate: "2026-03-02",
      cost: "19.99",
    });
    await createEntry(user, oven, { name: "Self-clean", completedDate: "2026-01-10" });
    const theirs = await createEntity(stranger, "Their fridge");
    await createEntry(stranger, theirs, { name: "Not mine", scheduledDate: "2026-01-01" });

    const all = await groupList(user);
    expect(all.status).toBe(200);
    expect(all.body.map((entry) => [entry.name, entry.itemName, entry.itemID])).toEqual([
      ["Door seal", "Oven", oven],
      ["Defrost", "Fridge", fridge],
      ["Self-clean", "Oven", oven],
    ]);
    expect(all.body[0]!.cost).toBe("19.99");
    expect(all.body.flatMap((entry) => shapeProblems(entry, "repo.MaintenanceEntryWithDetails"))).toEqual([]);
    expect(namesOf((await groupList(user, "?status=scheduled")).body)).toEqual(["Defrost"]);
    expect(namesOf((await groupList(user, "?status=completed")).body)).toEqual(["Door seal", "Self-clean"]);
    expect((await groupList(user, "?status=whatever&unknown=1")).body).toHaveLength(3);
    expect(namesOf((await groupList(stranger)).body)).toEqual(["Not mine"]);
    expect((await groupList(await newUser())).body).toEqual([]);
  });

  it("is shared by the members of a group and follows X-Tenant", async () => {
    const owner = await newUser();
    const member = await newMember(owner);
    const hedge = await createEntity(owner, "Hedge");
    const entry = await createEntry(owner, hedge, { name: "Trim", scheduledDate: "2026-06-01" });
    expect(namesOf((await groupList(member)).body)).toEqual(["Trim"]);
    const edited = await api(`/v1/maintenance/${entry.id}`, {
      method: "PUT",
      token: member.token,
      body: { name: "Trim", scheduledDate: "2026-06-01", completedDate: "2026-06-02" },
    });
    expect(edited.status).toBe(200);

    const office = await api("/v1/groups", { method: "POST", token: owner.token, body: { name: "Office" } });
    const inOffice = (await groupList(owner, `?tenant=${office.body.id}`)).body;
    expect(inOffice).toEqual([]);
    expect(
      namesOf(
        (
          await api<Entry[]>("/v1/maintenance", {
            token: owner.token,
            headers: { "X-Tenant": office.body.id },
          })
        ).body,
      ),
    ).toEqual([]);
  });
});

describe("PUT /v1/maintenance/{id}", () => {
  it("replaces the entry (omitted fields cleared) and answers a HomeBox MaintenanceEntry", async () => {
    const user = await newUser();
    const mower = await createEntity(user, "Mower");
    const entry = await createEntry(user, mower, {
      name: "Blade",
      description: "sharpen",
      cost: "15",
      scheduledDate: "2026-04-01",
    });
    const done = await api(`/v1/maintenance/${entry.id}`, {
      method: "PUT",
      token: user.token,
      body: { name: "Blade sharpened", cost: 22.4, scheduledDate: "2026-04-01", completedDate: "04/03/2026" },
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      id: entry.id,
      name: "Blade sharpened",
      description: "",
      cost: "22.40",
      scheduledDate: "2026-04-01",
      completedDate: "2026-04-03",
    });
    expect(shapeProblems(done.body, "repo.MaintenanceEntry")).toEqual([]);
    const listed = (await listOf(user, mower, "completed")).body;
    expect(listed).toEqual([{ ...done.body, itemID: mower, itemName: "Mower" }]);

    const unplanned = await api(`/v1/maintenance/${entry.id}`, {
      method: "PUT",
      token: user.token,
      body: { name: "Blade sharpened", completedDate: "2026-04-03", scheduledDate: null },
    });
    expect(unplanned.body).toMatchObject({ scheduledDate: "", completedDate: "2026-04-03", cost: "0.00" });
  });

  it("applies the create rules: 422 for a missing name, no date or a bad cost; 400 for a bad date", async () => {
    const user = await newUser();
    const pump = await createEntity(user, "Pump");
    const entry = await createEntry(user, pump, { name: "Seal", scheduledDate: "2026-04-01", cost: "3" });
    const put = (body: unknown) =>
      api(`/v1/maintenance/${entry.id}`, { method: "PUT", token: user.token, body });
    const noName = await put({ scheduledDate: "2026-04-01" });
    expectErrorBody(noName, 422);
    expect(Object.keys(noName.body.fields)).toEqual(["name"]);
    const noDates = await put({ name: "Seal" });
    expectErrorBody(noDates, 422);
    expect(Object.keys(noDates.body.fields).sort()).toEqual(["completedDate", "scheduledDate"]);
    const negative = await put({ name: "Seal", scheduledDate: "2026-04-01", cost: "-3" });
    expectErrorBody(negative, 422);
    expect(negative.body.fields).toEqual({ cost: "must not be negative" });
    expectErrorBody(await put({ name: "Seal", completedDate: "yesterday" }), 400);
    // Nothing of the refused updates was written.
    expect((await listOf(user, pump)).body[0]).toMatchObject({
      name: "Seal",
      cost: "3.00",
      scheduledDate: "2026-04-01",
    });
  });

  it("404 for an unknown entry or another group's; 400 for a malformed id", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const safe = await createEntity(owner, "Safe");
    const entry = await createEntry(owner, safe, { name: "Battery", scheduledDate: "2026-08-01" });
    const body = { name: "Hijacked", scheduledDate: "2026-08-01" };
    const foreign = await api(`/v1/maintenance/${entry.id}`, { method: "PUT", token: stranger.token, body });
    expectErrorBody(foreign, 404);
    expect(foreign.body).toEqual({ error: "Not Found", code: "not_found" });
    expectErrorBody(
      await api(`/v1/maintenance/${randomUUID()}`, { method: "PUT", token: owner.token, body }),
      404,
    );
    const badId = await api("/v1/maintenance/nope", { method: "PUT", token: owner.token, body });
    expectErrorBody(badId, 400);
    expect(badId.body.error).toBe("invalid route key: id");
    expect(namesOf((await listOf(owner, safe)).body)).toEqual(["Battery"]);
  });
});

describe("DELETE /v1/maintenance/{id}", () => {
  it("deletes the caller's entry (204, no body); another group's or a gone one is 404", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const heater = await createEntity(owner, "Heater");
    const keep = await createEntry(owner, heater, { name: "Keep", scheduledDate: "2026-01-01" });
    const drop = await createEntry(owner, heater, { name: "Drop", scheduledDate: "2026-01-02" });

    expectErrorBody(
      await api(`/v1/maintenance/${keep.id}`, { method: "DELETE", token: stranger.token }),
      404,
    );
    const deleted = await api(`/v1/maintenance/${drop.id}`, { method: "DELETE", token: owner.token });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe("");
    expectErrorBody(await api(`/v1/maintenance/${drop.id}`, { method: "DELETE", token: owner.token }), 404);
    expectErrorBody(await api("/v1/maintenance/1234", { method: "DELETE", token: owner.token }), 400);
    expect(namesOf((await listOf(owner, heater)).body)).toEqual(["Keep"]);
  });

  it("entries go with their entity", async () => {
    const user = await newUser();
    const printer = await createEntity(user, "Printer");
    await createEntry(user, printer, { name: "Toner", scheduledDate: "2026-02-01" });
    const removed = await api(`/v1/entities/${printer}`, { method: "DELETE", token: user.token });
    expect(removed.status).toBe(204);
    expect((await groupList(user)).body).toEqual([]);
    expectErrorBody(await listOf(user, printer), 404);
  });
});

describe("another group's entity", () => {
  it("is 404 for listing and for adding entries, and nothing is written", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const piano = await createEntity(owner, "Piano");
    await createEntry(owner, piano, { name: "Tune", scheduledDate: "2026-10-01" });
    const list = await listOf(stranger, piano);
    expectErrorBody(list, 404);
    expect(list.body).toEqual({ error: "Not Found", code: "not_found" });
    const add = await api(`/v1/entities/${piano}/maintenance`, {
      method: "POST",
      token: stranger.token,
      body: { name: "Sneaky", scheduledDate: "2026-01-01" },
    });
    expectErrorBody(add, 404);
    expect(namesOf((await listOf(owner, piano)).body)).toEqual(["Tune"]);
    expect((await groupList(stranger)).body).toEqual([]);
  });
});

describe("credentials", () => {
  it("every maintenance route needs them (401)", async () => {
    const id = randomUUID();
    expectErrorBody(await api(`/v1/entities/${id}/maintenance`), 401);
    expectErrorBody(
      await api(`/v1/entities/${id}/maintenance`, {
        method: "POST",
        body: { name: "x", scheduledDate: "2026-01-01" },
      }),
      401,
    );
    expectErrorBody(await api("/v1/maintenance"), 401);
    expectErrorBody(
      await api(`/v1/maintenance/${id}`, { method: "PUT", body: { name: "x", scheduledDate: "2026-01-01" } }),
      401,
    );
    expectErrorBody(await api(`/v1/maintenance/${id}`, { method: "DELETE" }), 401);
    expectErrorBody(await api("/v1/maintenance", { token: "Bearer not-a-real-token" }), 401);
  });
});
