// The benchmark's user and inventory: the user and their group are made through the real API
// (register, login), then the group is filled by bench/seed/seed-inventory.ts through the app's own
// data layer, loaded with scripts/load-ts.mjs.
import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import pg from "pg";
import { sqliteFilePath } from "../lib/db/database-url.mjs";
import { withTypeScriptModule } from "../scripts/load-ts.mjs";

async function call(baseUrl, path, { method = "GET", body, token } = {}) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(body ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: token } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * Registers and logs in a new user (a long session) and returns the token and their group.
 * @param {string} baseUrl
 */
export async function registerBenchUser(baseUrl) {
  const email = `bench-${randomBytes(4).toString("hex")}@example.com`;
  const password = randomBytes(12).toString("base64url");
  await call(baseUrl, "/v1/users/register", {
    method: "POST",
    body: { name: "Bench User", email, password },
  });
  const session = await call(baseUrl, "/v1/users/login", {
    method: "POST",
    body: { username: email, password, stayLoggedIn: true },
  });
  const self = await call(baseUrl, "/v1/users/self", { token: session.token });
  return { email, password, token: session.token, userId: self.item.id, groupId: self.item.defaultGroupId };
}

/**
 * Seeds the group through the app's data layer. The app's database client reads DATABASE_URL once,
 * so this process must not have used it for another database before.
 * @param {{ databaseUrl: string, userId: string, groupId: string, entities: number, locations: number,
 *   tags: number, log: (line: string) => void }} options
 * @returns {Promise<import("./seed/seed-inventory.ts").SeedSummary>}
 */
export async function seedBenchInventory({ databaseUrl, log, ...counts }) {
  process.env.DATABASE_URL = databaseUrl;
  return withTypeScriptModule("bench/seed/seed-inventory.ts", async (seeder) => {
    try {
      return await seeder.seedInventory({ ...counts, log });
    } finally {
      await seeder.closeDatabase();
    }
  });
}

/**
 * Refreshes the planner statistics. PostgreSQL's autovacuum would do so on its own shortly after a
 * bulk load; SQLite only when someone runs ANALYZE (the app does not), hence optional there.
 * @param {string} databaseUrl
 */
export async function analyze(databaseUrl) {
  if (databaseUrl.startsWith("file:")) {
    const sqlite = new Database(sqliteFilePath(databaseUrl));
    try {
      sqlite.exec("ANALYZE");
    } finally {
      sqlite.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("ANALYZE");
  } finally {
    await client.end();
  }
}

/**
 * Entities already in the database (a PostgreSQL scratch database should be empty).
 * @param {string} databaseUrl
 */
export async function countEntities(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT COUNT(*) AS "count" FROM "Entity"`);
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Runs `sql` on either database and returns the rows.
 * @param {string} databaseUrl
 * @param {string} sql
 */
async function queryRows(databaseUrl, sql) {
  if (databaseUrl.startsWith("file:")) {
    const sqlite = new Database(sqliteFilePath(databaseUrl), { readonly: true });
    try {
      return sqlite.prepare(sql).all();
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/**
 * What the scenarios vary over, read back from a group filled through the CSV import: items that
 * hold nothing, the locations, the tags; the ids sort randomly (UUIDs), so the first are a sample.
 * @param {string} databaseUrl
 * @param {string} groupId
 */
export async function readSeedIds(databaseUrl, groupId) {
  // The group id came from the app's own answer; checked before it goes into the SQL text.
  if (!/^[\w-]+$/.test(groupId)) throw new Error(`unexpected group id ${groupId}`);
  const group = `'${groupId}'`;
  const locationTypes = `SELECT "id" FROM "EntityType" WHERE "groupId" = ${group} AND "isLocation" = TRUE`;
  const ids = async (sql) => (await queryRows(databaseUrl, sql)).map((row) => row.id);
  return {
    sampleItemIds: await ids(
      `SELECT "e"."id" FROM "Entity" AS "e" WHERE "e"."groupId" = ${group}
         AND "e"."entityTypeId" NOT IN (${locationTypes})
         AND NOT EXISTS (SELECT 1 FROM "Entity" AS "c" WHERE "c"."parentId" = "e"."id")
       ORDER BY "e"."id" LIMIT 2000`,
    ),
    locationIds: await ids(
      `SELECT "id" FROM "Entity" WHERE "groupId" = ${group} AND "entityTypeId" IN (${locationTypes}) ORDER BY "id"`,
    ),
    tagIds: await ids(`SELECT "id" FROM "Tag" WHERE "groupId" = ${group} ORDER BY "id"`),
  };
}
