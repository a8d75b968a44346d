import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { api, newUser, type TestUser } from "./client";

type Ref = { id: string; name: string };
type Change = { field: string; before: unknown; after: unknown };
type Item = { id: number; type: string; at: string; actor: Ref | null; changes: Change[] };
type History = { page: number; pageSize: number; total: number; items: Item[]; nextBefore: number | null };

async function ok<T = any>(path: string, user: TestUser, method = "GET", body?: unknown): Promise<T> {
  const response = await api<T>(path, { method, token: user.token, body });
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${response.text}`);
  return response.body;
}

const historyOf = (user: TestUser, id: string, query = "") =>
  ok<History>(`/v1/entities/${id}/history${query}`, user);

/** The newest history item, after checking it is of `type` and was made by `user`. */
async function newest(user: TestUser, self: Ref, id: string, type: string): Promise<Change[]> {
  const { items } = await historyOf(user, id, "?pageSize=1");
  expect(items[0]).toMatchObject({ type, actor: self });
  return items[0]!.changes;
}

describe("GET /v1/entities/{id}/history", () => {
  let user: TestUser;
  let self: Ref;
  let garage: Ref;
  let kitchen: Ref;
  let tools: Ref;
  let red: Ref;
  let drill: string;

  beforeAll(async () => {
    user = await newUser({ name: "Anna" });
    const me = await ok("/v1/users/self", user);
    self = { id: me.item.id, name: "Anna" };
    const locations = await ok("/v1/entities?isLocation=true&pageSize=50", user);
    const byName = (name: string): Ref => {
      const found = locations.items.find((item: Ref) => item.name === name);
      return { id: found.id, name };
    };
    garage = byName("Garage");
    kitchen = byName("Kitchen");
    tools = { id: (await ok("/v1/tags", user, "POST", { name: "Tools" })).id, name: "Tools" };
    red = { id: (await ok("/v1/tags", user, "POST", { name: "Red" })).id, name: "Red" };
    drill = (await ok("/v1/entities", user, "POST", { name: "Drill", quantity: 1, parentId: garage.id })).id;
  });

  it("starts with the creation, made by the user", async () => {
    const history = await historyOf(user, drill);
    expect(history).toMatchObject({ page: 1, total: 1, nextBefore: null });
    expect(history.items).toEqual([
      { id: expect.any(Number), type: "entity.created", at: expect.any(String), actor: self, changes: [] },
    ]);
  });

  it("records exactly the fields a PATCH changed, with before and after", async () => {
    await ok(`/v1/entities/${drill}`, user, "PATCH", {
      quantity: 3,
      insured: true,
      purchasePrice: 12.5,
      manufacturer: "Bosch",
      warrantyExpires: "2030-01-31",
    });
    expect(await newest(user, self, drill, "entity.updated")).toEqual([
      { field: "manufacturer", before: "", after: "Bosch" },
      { field: "quantity", before: 1, after: 3 },
      { field: "insured", before: false, after: true },
      { field: "warrantyExpires", before: null, after: "2030-01-31" },
      { field: "purchasePrice", before: 0, after: 12.5 },
    ]);
  });

  it("records tags added and removed as the list before and after", async () => {
    await ok(`/v1/entities/${drill}`, user, "PATCH", { tagIds: [tools.id, red.id] });
    expect(await newest(user, self, drill, "entity.updated")).toEqual([
      { field: "tags", before: [], after: [red, tools] },
    ]);
    await ok(`/v1/entities/${drill}`, user, "PATCH", { tagIds: [tools.id] });
    expect(await newest(user, self, drill, "entity.updated")).toEqual([
      { field: "tags", before: [red, tools], after: [tools] },
    ]);
  });

  it("records a move as the parent before and after", async () => {
    await ok(`/v1/entities/${drill}`, user, "PATCH", { parentId: kitchen.id });
    expect(await newest(user, self, drill, "entity.updated")).toEqual([
      { field: "parent", before: garage, after: kitchen },
    ]);
  });

  it("records custom fields as fields.<name> and truncates long text", async () => {
    const current = await ok(`/v1/entities/${drill}`, user);
    // A full replace that repeats every value and adds a field changes only that field.
    await ok(`/v1/entities/${drill}`, user, "PUT", {
      name: "Drill",
      quantity: 3,
      insured: true,
      purchasePrice: 12.5,
      manufacturer: "Bosch",
      warrantyExpires: "2030-01-31",
      parentId: kitchen.id,
      tagIds: [tools.id],
      assetId: current.assetId,
      fields: [{ name: "Color", type: "text", textValue: "green" }],
    });
    expect(await newest(user, self, drill, "entity.updated")).toEqual([
      { field: "fields.Color", before: null, after: "green" },
    ]);
    await ok(`/v1/entities/${drill}`, user, "PATCH", { notes: "n".repeat(500) });
    const [notes] = await newest(user, self, drill, "entity.updated");
    expect(notes).toMatchObject({ field: "notes", before: "" });
    expect(notes!.after).toBe(`${"n".repeat(199)}…`);
  });

  it("leaves out saves that changed nothing", async () => {
    const before = await historyOf(user, drill);
    await ok(`/v1/entities/${drill}`, user, "PATCH", { quantity: 3 });
    const after = await historyOf(user, drill);
    expect(after.total).toBe(before.total);
    expect(after.items[0]!.id).toBe(before.items[0]!.id);
  });

  it("shows maintenance added, changed and removed with its name", async () => {
    const entry = await ok(`/v1/entities/${drill}/maintenance`, user, "POST", {
      name: "Oil change",
      scheduledDate: "2026-02-01",
    });
    expect(await newest(user, self, drill, "maintenance.created")).toEqual([
      { field: "maintenance", before: null, after: "Oil change" },
    ]);
    await ok(`/v1/maintenance/${entry.id}`, user, "PUT", {
      name: "Oil change",
      cost: "5",
      scheduledDate: "2026-02-01",
      completedDate: "2026-02-03",
    });
    expect(await newest(user, self, drill, "maintenance.updated")).toEqual([
      { field: "maintenance", before: "Oil change", after: "Oil change" },
      { field: "maintenance.cost", before: 0, after: 5 },
      { field: "maintenance.completedDate", before: null, after: "2026-02-03" },
    ]);
    await ok(`/v1/maintenance/${entry.id}`, user, "DELETE");
    expect(await newest(user, self, drill, "maintenance.deleted")).toEqual([
      { field: "maintenance", before: "Oil change", after: null },
    ]);
  });

  it("shows attachments added, renamed and removed with their title", async () => {
    const entity = await ok(`/v1/entities/${drill}/attachments/external`, user, "POST", {
      source_type: "link",
      external_id: "https://example.org/manual.pdf",
      title: "Manual",
      attachment_type: "manual",
    });
    const attachmentId = entity.attachments[0].id as string;
    expect(await newest(user, self, drill, "attachment.created")).toEqual([
      { field: "attachment", before: null, after: "Manual" },
    ]);
    await ok(`/v1/entities/${drill}/attachments/${attachmentId}`, user, "PUT", { title: "User manual" });
    expect(await newest(user, self, drill, "attachment.updated")).toEqual([
      { field: "attachment", before: "Manual", after: "User manual" },
    ]);
    await ok(`/v1/entities/${drill}/attachments/${attachmentId}`, user, "DELETE");
    expect(await newest(user, self, drill, "attachment.deleted")).toEqual([
      { field: "attachment", before: "User manual", after: null },
    ]);
  });

  it("pages newest first by page number and by the before cursor", async () => {
    const all = await historyOf(user, drill, "?pageSize=100");
    expect(all.total).toBe(all.items.length);
    expect(all.total).toBeGreaterThanOrEqual(10);
    const ids = all.items.map((item) => item.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(all.items.at(-1)!.type).toBe("entity.created");

    const first = await historyOf(user, drill, "?pageSize=3");
    expect(first.items.map((item) => item.id)).toEqual(ids.slice(0, 3));
    expect(first.nextBefore).toBe(ids[2]);
    const second = await historyOf(user, drill, `?pageSize=3&before=${first.nextBefore}`);
    expect(second.items.map((item) => item.id)).toEqual(ids.slice(3, 6));
    const byPage = await historyOf(user, drill, "?pageSize=3&page=2");
    expect(byPage.items.map((item) => item.id)).toEqual(ids.slice(3, 6));
    const last = await historyOf(user, drill, `?pageSize=3&before=${ids.at(-2)}`);
    expect(last).toMatchObject({ nextBefore: null, items: [{ id: ids.at(-1) }] });

    expect((await api(`/v1/entities/${drill}/history?pageSize=0`, { token: user.token })).status).toBe(422);
    expect((await api(`/v1/entities/${drill}/history?before=x`, { token: user.token })).status).toBe(422);
  });

  it("is 404 for another group's entity and for an unknown id", async () => {
    const other = await newUser();
    const response = await api(`/v1/entities/${drill}/history`, { token: other.token });
    expect(response.status).toBe(404);
    expect(response.body.error).toEqual(expect.any(String));
    expect((await api(`/v1/entities/${randomUUID()}/history`, { token: user.token })).status).toBe(404);
    expect((await api(`/v1/entities/${drill}/history`)).status).toBe(401);
  });

  it("keeps a deleted entity's history readable, ending with its deletion", async () => {
    const box = (await ok("/v1/entities", user, "POST", { name: "Box", quantity: 1 })).id as string;
    await ok(`/v1/entities/${box}`, user, "PATCH", { quantity: 2 });
    await ok(`/v1/entities/${box}`, user, "DELETE");
    const history = await historyOf(user, box);
    expect(history.items.map((item) => item.type)).toEqual([
      "entity.deleted",
      "entity.updated",
      "entity.created",
    ]);
    const other = await newUser();
    expect((await api(`/v1/entities/${box}/history`, { token: other.token })).status).toBe(404);
  });
});
