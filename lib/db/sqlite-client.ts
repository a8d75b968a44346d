import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import type BetterSqlite3 from "better-sqlite3";
import { PrismaClient } from "@/lib/generated/sqlite/client";
import { sqliteFilePath } from "./database-url.mjs";
import type { DatabaseClientOptions } from "./client-options";
import { withStatementCache } from "./statement-cache";

/**
 * synchronous = FULL on the connection: every commit is fsynced before it is acknowledged, so not
 * even a power loss takes back a write the client saw succeed. (better-sqlite3 opens a WAL database
 * with NORMAL, which survives a killed process but may lose the last commits on power loss.)
 */
class DurableSqlite extends PrismaBetterSqlite3 {
  override async connect() {
    const adapter = await super.connect();
    await adapter.executeScript("PRAGMA synchronous = FULL");
    // The adapter's better-sqlite3 connection (its `client`, adapter 7.10.0), for bulk writes that
    // reuse one prepared statement (sqliteConnection in lib/db/client.ts).
    const holder = adapter as unknown as { client?: BetterSqlite3.Database };
    const client = holder.client;
    if (client && typeof client.prepare === "function") {
      (globalThis as { __cairnSqlite?: BetterSqlite3.Database }).__cairnSqlite = client;
      // The adapter's own queries reuse their prepared statements (statement-cache.ts).
      holder.client = withStatementCache(client) as unknown as BetterSqlite3.Database;
    }
    return adapter;
  }
}

/** The SQLite client, loaded by lib/db/client.ts only when the database is SQLite. */
export function createSqliteClient(databaseUrl: string, { transactionOptions }: DatabaseClientOptions) {
  const file = sqliteFilePath(databaseUrl);
  mkdirSync(path.dirname(file), { recursive: true });
  // better-sqlite3 is built with foreign keys on; WAL is set on the file by the migrator.
  const adapter = new DurableSqlite({ url: file, timeout: 10_000 });
  return { client: new PrismaClient({ adapter, transactionOptions }) };
}
