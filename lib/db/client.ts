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

function createClient(databaseUrl: string): Db {
  if (providerOf(databaseUrl) === "postgresql") {
    // The pool is made here (not inside the adapter) so /api/metrics can read its counts.
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    });
    holder.__cairnPgPool = pool;
    const adapter = new PrismaPg(pool, { disposeExternalPool: true });
    return new PostgresClient({ adapter }) as unknown as Db;
  }
  const file = sqliteFilePath(databaseUrl);
  mkdirSync(path.dirname(file), { recursive: true });
  // better-sqlite3 is built with foreign keys on; WAL is set on the file by the migrator.
  const adapter = new PrismaBetterSqlite3({ url: file, timeout: 10_000 });
  return new SqliteClient({ adapter });
}

/** The one database client of this process. Nothing else knows which database is behind it. */
export function db(): Db {
  holder.__cairnDb ??= createClient(config().databaseUrl);
  return holder.__cairnDb;
}

export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/** The PostgreSQL connection pool of this process, when the database is PostgreSQL and in use. */
export function postgresPool(): pg.Pool | undefined {
  return holder.__cairnPgPool;
}
