// The benchmark's user and inventory: the user and their group are made through the real API
// (register, login), then the group is filled by bench/seed/seed-inventory.ts through the app's own
// data layer, loaded with load-ts.mjs.
import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import pg from "pg";
import { sqliteFilePath } from "../../lib/db/database-url.mjs";
import { withTypeScriptModule } from "./load-ts.mjs";

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
 * @returns {Promise<import("../../bench/seed/seed-inventory.ts").SeedSummary>}
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
