// Test databases must always go away, even while PostgreSQL's own background workers are in them.
// Runs only when TEST_DATABASE_URL names a server (the PostgreSQL run).
import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { dropDatabase } from "./scratch-database.mjs";

const serverUrl = process.env.TEST_DATABASE_URL || undefined;

async function query(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}

async function makeDatabase(label: string) {
  const name = `cairn_drop_${label}_${randomBytes(4).toString("hex")}`;
  await query(serverUrl!, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

const exists = async (name: string) =>
  (await query(serverUrl!, "SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1;

/** Sessions in the database that are not the test's own role's: PostgreSQL hides their details. */
async function othersIn(name: string) {
  const { rows } = await query(
    serverUrl!,
    "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND usename IS DISTINCT FROM current_user",
    [name],
  );
  return rows.length;
}

describe.skipIf(!serverUrl)("dropping a test database", () => {
  it("ends the sessions its own role still holds in it", async () => {
    const { name, url } = await makeDatabase("held");
    const held = new pg.Client({ connectionString: url });
    held.on("error", () => {});
    await held.connect();
    await held.query("BEGIN; CREATE TABLE t (id int)");

    await dropDatabase(serverUrl!, name);

    expect(await exists(name)).toBe(false);
    await held.end().catch(() => {});
  });

  it("is a no-op for a database that is already gone", async () => {
    await expect(dropDatabase(serverUrl!, "cairn_drop_never_made")).resolves.toBeUndefined();
  });

  // CI once failed here: `DROP DATABASE … WITH (FORCE)` refuses a role without pg_signal_backend when an
  // autovacuum worker is in the database. A table whose vacuum is throttled to a crawl keeps a worker
  // there once the launcher gets to the new database (within autovacuum_naptime, 1 min by default).
  it("succeeds while an autovacuum worker is working in it", { timeout: 150_000 }, async () => {
    const { name, url } = await makeDatabase("vacuumed");
    await query(
      url,
      `CREATE TABLE t (id int, pad text) WITH (
         autovacuum_vacuum_threshold = 0, autovacuum_vacuum_scale_factor = 0,
         autovacuum_analyze_threshold = 0, autovacuum_analyze_scale_factor = 0,
         autovacuum_vacuum_cost_delay = 100, autovacuum_vacuum_cost_limit = 1);
       INSERT INTO t SELECT g, repeat('x', 200) FROM generate_series(1, 100000) g;
       DELETE FROM t WHERE id % 2 = 0;`,
    );
    const deadline = Date.now() + 130_000;
    while ((await othersIn(name)) === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await othersIn(name), "an autovacuum worker came to the database").toBeGreaterThan(0);

    await dropDatabase(serverUrl!, name);

    expect(await exists(name)).toBe(false);
  });
});
