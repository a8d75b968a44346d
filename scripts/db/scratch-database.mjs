// Throwaway databases to replay migrations into: a temp SQLite file, or a database created on a
// PostgreSQL server. (The schema engine's own shadow database does not work through the adapters.)
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * The PostgreSQL server scratch databases are made on: a URL for a role that may CREATE DATABASE.
 * @param {Record<string, string | undefined>} [env]
 */
export function scratchServerUrl(env = process.env) {
  return env.MIGRATION_DATABASE_URL || env.TEST_DATABASE_URL || undefined;
}

export const scratchServerHelp =
  "PostgreSQL migrations are computed in a scratch database: set MIGRATION_DATABASE_URL (or TEST_DATABASE_URL) " +
  "to a role allowed to CREATE DATABASE, e.g. postgresql://cairn:cairn@127.0.0.1:5432/postgres";

/**
 * Calls `work` with the URL of a new, empty database, and removes the database afterwards.
 * @template T
 * @param {"sqlite" | "postgresql"} provider
 * @param {{ serverUrl?: string }} options serverUrl: required for PostgreSQL (see scratchServerUrl)
 * @param {(databaseUrl: string) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withScratchDatabase(provider, { serverUrl }, work) {
  if (provider === "sqlite") {
    const folder = mkdtempSync(path.join(os.tmpdir(), "cairn-scratch-"));
    try {
      return await work(`file:${path.join(folder, "scratch.db")}`);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }
  if (!serverUrl) throw new Error(scratchServerHelp);
  const name = `cairn_scratch_${randomBytes(6).toString("hex")}`;
  await runOnServer(serverUrl, `CREATE DATABASE "${name}"`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await dropDatabase(serverUrl, name);
  }
}

/**
 * Drops a database made for a test, whoever is still connected to it.
 *
 * `DROP DATABASE … WITH (FORCE)` is not used: it refuses, for a role without pg_signal_backend, when an
 * autovacuum worker happens to be working in the database ("must be a member of the role whose process is
 * being terminated"). A plain DROP stops autovacuum workers itself, so only the role's own sessions are
 * ended here, after new connections are refused; DROP then waits (up to 5 s) for them to exit.
 * @param {string} serverUrl a URL for the role that made the database
 * @param {string} name
 */
export async function dropDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount === 0) return;
    await client.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    await client.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = $1 AND pid <> pg_backend_pid() AND usename = current_user`,
      [name],
    );
    await client.query(`DROP DATABASE IF EXISTS "${name}"`);
  } finally {
    await client.end();
  }
}

/**
 * @param {string} serverUrl
 * @param {string} sql
 */
async function runOnServer(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
