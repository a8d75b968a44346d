import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { config } from "@/lib/config/env";
import { PrismaClient as PostgresClient } from "@/lib/generated/postgres/client";
import { PrismaClient as SqliteClient } from "@/lib/generated/sqlite/client";
import { providerOf, sqliteFilePath } from "./database-url.mjs";

/**
 * The app is typed against the SQLite client. The PostgreSQL client generated from the same schema
 * has identical row types and accepts every SQLite input, so it is cast once, here.
 */
export type Db = SqliteClient;

// One client per process, also across Next.js dev-mode module reloads.
const holder = globalThis as typeof globalThis & { __cairnDb?: Db; __cairnPgPool?: pg.Pool };

/**
 * synchronous = FULL on the connection: every commit is fsynced before it is acknowledged, so not
 * even a power loss takes back a write the client saw succeed. (better-sqlite3 opens a WAL database
 * with NORMAL, which survives a killed process but may lose the last commits on power loss.)
 */
class DurableSqlite extends PrismaBetterSqlite3 {
  override async connect() {
    const adapter = await super.connect();
    await adapter.executeScript("PRAGMA synchronous = FULL");
    return adapter;
  }
}

/**
 * Interactive transactions wait up to 10 s for a connection and may run 30 s. Prisma's defaults (2 s
 * and 5 s) can turn a busy machine's slow but healthy writes into 500s: a group's writes queue on
 * its event-outbox lock (lib/events/record-events.ts). Long jobs pass their own, longer limits.
 */
const transactionOptions = { maxWait: 10_000, timeout: 30_000 };

function createClient(databaseUrl: string): Db {
  if (providerOf(databaseUrl) === "postgresql") {
    // The pool is made here (not inside the adapter) so /api/metrics can read its counts.
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    });
    holder.__cairnPgPool = pool;
    const adapter = new PrismaPg(pool, { disposeExternalPool: true });
    return new PostgresClient({ adapter, transactionOptions }) as unknown as Db;
  }
  const file = sqliteFilePath(databaseUrl);
  mkdirSync(path.dirname(file), { recursive: true });
  // better-sqlite3 is built with foreign keys on; WAL is set on the file by the migrator.
  const adapter = new DurableSqlite({ url: file, timeout: 10_000 });
  return new SqliteClient({ adapter, transactionOptions });
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

/** The PostgreSQL connection pool of this process, when the database is PostgreSQL and in use. */
export function postgresPool(): pg.Pool | undefined {
  return holder.__cairnPgPool;
}
