import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownServer } from "../support/own-server";
import { runSql } from "../support/sql";
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

/** How many change events of this type the server's database holds. */
async function countEvents(databaseUrl: string, type: string): Promise<number> {
  if (databaseUrl.startsWith("file:")) {
    const database = new Database(databaseUrl.slice("file:".length), { readonly: true, timeout: 10_000 });
    try {
      const row = database.prepare("SELECT COUNT(*) AS n FROM ChangeEvent WHERE type = ?").get(type) as {
        n: number;
      };
      return row.n;
    } finally {
      database.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(
      'SELECT COUNT(*) AS n FROM "ChangeEvent" WHERE type = $1',
      [type],
    );
    return Number(result.rows[0]!.n);
  } finally {
    await client.end();
  }
}

describe("event pruning keeps history longer than the live-update window", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("drops other events after 7 days and entity events after CAIRN_HISTORY_RETENTION_DAYS", async () => {
    const { server, databaseUrl } = await ownServer(
      "history-prune",
      { CAIRN_HISTORY_RETENTION_DAYS: "30" },
      cleanups,
    );
    const base = server.baseUrl;
    const owner = await newUser({ base });
    const post = async (path: string, body: unknown) => {
      const response = await api(path, { method: "POST", token: owner.token, body, base });
      expect(response.status, response.text).toBe(201);
      return response.body.id as string;
    };
    const ancient = await post("/v1/entities", { name: "Ancient", quantity: 1 });
    const recent = await post("/v1/entities", { name: "Recent", quantity: 1 });
    await post("/v1/tags", { name: "Old tag" });
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const age = (where: string, wherePg: string, days: number, param: string) =>
      runSql(
        databaseUrl,
        `UPDATE ChangeEvent SET at = ? WHERE ${where} = ?`,
        `UPDATE "ChangeEvent" SET at = $1 WHERE ${wherePg} = $2`,
        [daysAgo(days), param],
      );
    await age('"entityId"', '"entityId"', 40, ancient);
    await age('"entityId"', '"entityId"', 10, recent);
    await age("type", "type", 10, "tag.created");
    expect(await countEvents(databaseUrl, "tag.created")).toBe(1);

    // Pruning runs while a live-update stream is open; wait until it has happened.
    const stream = new AbortController();
    const response = await fetch(`${base}/api/v1/events`, {
      headers: { Authorization: owner.token, "X-Forwarded-For": "10.9.9.9" },
      signal: stream.signal,
    });
    expect(response.status).toBe(200);
    try {
      await expect.poll(() => countEvents(databaseUrl, "tag.created"), { timeout: 15_000 }).toBe(0);
    } finally {
      stream.abort();
    }

    const historyOf = (id: string) =>
      api<History>(`/v1/entities/${id}/history`, { token: owner.token, base }).then((r) => r.body);
    expect((await historyOf(recent)).items.map((item) => item.type)).toEqual(["entity.created"]);
    expect((await historyOf(ancient)).items).toEqual([]);
  });
});
