import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import pg from "pg";
import { expect, inject } from "vitest";
import { shapeProblems } from "../support/openapi-shape";
import { runSql } from "../support/sql";
import { api, newUser, type TestUser } from "./client";

/** A signed-in user with their seeded home, plus the ids the entity tests keep needing. */
export type Home = TestUser & {
  groupId: string;
  itemTypeId: string;
  locationTypeId: string;
  locationIds: Record<string, string>;
};

export async function newHome(): Promise<Home> {
  const user = await newUser();
  const group = await api("/v1/groups", { token: user.token });
  const locations = await api("/v1/entities?isLocation=true", { token: user.token });
  expect(locations.status).toBe(200);
  const locationIds: Record<string, string> = {};
  for (const location of locations.body.items) locationIds[location.name] = location.id;
  const locationTypeId = locations.body.items[0].entityType.id as string;
  const probe = await createEntity(user, { name: "type probe" });
  const itemTypeId = probe.entityType.id as string;
  await api(`/v1/entities/${probe.id}`, { method: "DELETE", token: user.token });
  return { ...user, groupId: group.body.id, itemTypeId, locationTypeId, locationIds };
}

export async function createEntity(user: TestUser, body: Record<string, unknown>) {
  const response = await api("/v1/entities", { method: "POST", token: user.token, body });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${response.text}`);
  return response.body;
}

export async function createLocation(home: Home, name: string, parentId?: string) {
  return createEntity(home, { name, entityTypeId: home.locationTypeId, ...(parentId ? { parentId } : {}) });
}

export async function putEntity(user: TestUser, id: string, body: Record<string, unknown>) {
  return api(`/v1/entities/${id}`, { method: "PUT", token: user.token, body });
}

export async function getEntity(user: TestUser, id: string) {
  const response = await api(`/v1/entities/${id}`, { token: user.token });
  expect(response.status).toBe(200);
  return response.body;
}

export async function createTag(user: TestUser, name: string, parentId?: string): Promise<string> {
  const response = await api("/v1/tags", {
    method: "POST",
    token: user.token,
    body: { name, ...(parentId ? { parentId } : {}) },
  });
  if (response.status !== 201) throw new Error(`tag create failed: ${response.status} ${response.text}`);
  return response.body.id;
}

/** The list endpoint with a query string; returns the body after checking the status. */
export async function list(user: TestUser, query = "") {
  const response = await api(`/v1/entities${query ? `?${query}` : ""}`, { token: user.token });
  if (response.status !== 200) throw new Error(`list failed: ${response.status} ${response.text}`);
  return response.body as { page: number; pageSize: number; total: number; totalPrice: number; items: any[] };
}

export const names = (items: Array<{ name: string }>) => items.map((item) => item.name);

/**
 * Attachment rows written straight into the database: uploads belong to another part of the API,
 * but the entity answers (imageId, thumbnailId, photo filters, duplicate) read them.
 */
export async function insertAttachment(
  home: Home,
  entityId: string,
  options: { type?: string; primary?: boolean; thumbnailId?: string | null; title?: string } = {},
): Promise<string> {
  const id = randomUUID();
  const databaseUrl = inject("databaseUrl");
  const sqlite = databaseUrl.startsWith("file:");
  const now = new Date().toISOString();
  const values = [
    id,
    home.groupId,
    entityId,
    options.type ?? "photo",
    options.title ?? "a photo",
    "image/jpeg",
    `${home.groupId}/${id}`,
    sqlite ? (options.primary ? 1 : 0) : (options.primary ?? false),
    options.thumbnailId ?? null,
    sqlite ? now.replace("Z", "+00:00") : now,
    sqlite ? now.replace("Z", "+00:00") : now,
  ];
  const columns = `"id", "groupId", "entityId", "type", "title", "mimeType", "path", "primary", "thumbnailId", "createdAt", "updatedAt"`;
  await runSql(
    databaseUrl,
    `INSERT INTO "Attachment" (${columns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    `INSERT INTO "Attachment" (${columns}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    values,
  );
  return id;
}

/** A maintenance entry written straight into the database (the maintenance routes are not ours). */
export async function insertMaintenance(home: Home, entityId: string, name: string): Promise<string> {
  const id = randomUUID();
  const databaseUrl = inject("databaseUrl");
  const sqlite = databaseUrl.startsWith("file:");
  const now = new Date().toISOString();
  const stamp = sqlite ? now.replace("Z", "+00:00") : now;
  const columns = `"id", "groupId", "entityId", "name", "cost", "scheduledDate", "createdAt", "updatedAt"`;
  await runSql(
    databaseUrl,
    `INSERT INTO "MaintenanceEntry" (${columns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    `INSERT INTO "MaintenanceEntry" (${columns}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, home.groupId, entityId, name, 125000, stamp, stamp, stamp],
  );
  return id;
}

/** Runs one statement on the test database (same SQL on both engines). */
export async function sql(statement: string, params: unknown[] = []): Promise<void> {
  let index = 0;
  const postgres = statement.replace(/\?/g, () => `$${++index}`);
  await runSql(inject("databaseUrl"), statement, postgres, params);
}

/** Reads one number from the test database (e.g. a COUNT(*)); same SQL on both engines. */
export async function sqlNumber(statement: string, params: unknown[] = []): Promise<number> {
  const databaseUrl = inject("databaseUrl");
  if (databaseUrl.startsWith("file:")) {
    const database = new Database(databaseUrl.slice("file:".length), { readonly: true, timeout: 10_000 });
    try {
      return Number(Object.values(database.prepare(statement).get(...params) as object)[0]);
    } finally {
      database.close();
    }
  }
  let index = 0;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(
      statement.replace(/\?/g, () => `$${++index}`),
      params,
    );
    return Number(Object.values(result.rows[0] as object)[0]);
  } finally {
    await client.end();
  }
}

/**
 * Keys HomeBox's schemas declare but Cairn may leave out: itemCount and children (locations only,
 * omitempty in HomeBox), an entity type's unset default template, an attachment's thumbnail when
 * it has none, and the ent `edges` of a nested thumbnail record.
 */
export const OMITTABLE = [
  "itemCount",
  "children",
  "defaultTemplate",
  "defaultTemplateId",
  "thumbnail",
  "edges",
];

export const entityShapeProblems = (value: unknown, schema: string) =>
  shapeProblems(value, schema, OMITTABLE);
