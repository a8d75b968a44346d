import "server-only";
import type BetterSqlite3 from "better-sqlite3";
import type pg from "pg";
import { config } from "@/lib/config/env";
import type { DatabaseClientOptions } from "./client-options";
import type { PrismaClient as SqliteClient } from "@/lib/generated/sqlite/client";
import { providerOf, resolveDatabaseUrl, type DatabaseProvider } from "./database-url.mjs";

/**
 * The app is typed against the SQLite client. The PostgreSQL client generated from the same schema
 * has identical row types and accepts every SQLite input, so it is cast once, here.
 */
export type Db = SqliteClient;

// One client per process, also across Next.js dev-mode module reloads.
const holder = globalThis as typeof globalThis & {
  __cairnDb?: Db;
  __cairnPgPool?: pg.Pool;
  /** Set by lib/db/sqlite-client.ts once the adapter has connected. */
  __cairnSqlite?: BetterSqlite3.Database;
};

/**
 * Interactive transactions wait up to 10 s for a connection and may run 30 s. Prisma's defaults (2 s
 * and 5 s) can turn a busy machine's slow but healthy writes into 500s: a group's writes queue on
 * its event-outbox lock (lib/events/record-events.ts). Long jobs pass their own, longer limits.
 */
const transactionOptions = { maxWait: 10_000, timeout: 30_000 };

/** The database the environment names, or undefined when its URL is not one (db() says why). */
function providerInEnvironment(): DatabaseProvider | undefined {
  try {
    return providerOf(resolveDatabaseUrl());
  } catch {
    return undefined;
  }
}

/**
 * Only the client of the database in use is loaded: on SQLite, the PostgreSQL client, pg and its
 * adapter never enter the process, and the other way round. db() stays synchronous, so the choice is
 * made here, when this module loads (the environment is set by then: scripts/server.mjs, the tests
 * and the scripts set DATABASE_URL before they load the app's code).
 */
const loadedProvider = providerInEnvironment() ?? "sqlite";
const loadedFactory: (
  databaseUrl: string,
  options: DatabaseClientOptions,
) => { client: unknown; pool?: pg.Pool } =
  loadedProvider === "postgresql"
    ? (await import("./postgres-client")).createPostgresClient
    : (await import("./sqlite-client")).createSqliteClient;

function createClient(databaseUrl: string): Db {
  const provider = providerOf(databaseUrl);
  if (provider !== loadedProvider)
    throw new Error(`the ${provider} database client is not loaded: DATABASE_URL changed after start`);
  const { client, pool } = loadedFactory(databaseUrl, { transactionOptions });
  holder.__cairnPgPool = pool;
  return client as unknown as Db;
}

/** The one database client of this process. Nothing else knows which database is behind it. */
export function db(): Db {
  holder.__cairnDb ??= createClient(config().databaseUrl);
  return holder.__cairnDb;
}

/** Closes the client's connections (the pool on PostgreSQL), if one was ever opened; at shutdown. */
export async function disconnectDb(): Promise<void> {
  const client = holder.__cairnDb;
  holder.__cairnDb = undefined;
  await client?.$disconnect();
}

export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/**
 * The SQLite connection behind db() (one per process; Prisma's transactions run on it too), once
 * the client has connected. Bulk writes inside a transaction may run their own prepared statements
 * here (lib/data-exchange/bulk-insert.ts) rather than one Prisma query per batch, each with its SQL
 * built anew and its values copied; the adapter's own queries go through statement-cache.ts.
 */
export function sqliteConnection(): BetterSqlite3.Database | undefined {
  return holder.__cairnSqlite;
}

/** The PostgreSQL connection pool of this process, when the database is PostgreSQL and in use. */
export function postgresPool(): pg.Pool | undefined {
  return holder.__cairnPgPool;
}
