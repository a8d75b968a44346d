import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/postgres/client";
import type { DatabaseClientOptions } from "./client-options";
import { statementNames } from "./statement-names";

/** The PostgreSQL client and its pool, loaded by lib/db/client.ts only when the database is PostgreSQL. */
export function createPostgresClient(databaseUrl: string, { transactionOptions }: DatabaseClientOptions) {
  // The pool is made here (not inside the adapter) so /api/metrics can read its counts.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  });
  // A pooler in transaction mode may hand a prepared statement's next use to another connection.
  const prepared = process.env.DATABASE_PREPARED_STATEMENTS !== "false";
  const nameOf = statementNames();
  const adapter = new PrismaPg(pool, {
    disposeExternalPool: true,
    // The adapter's type wants a name for every query; undefined leaves a query unnamed.
    ...(prepared ? { statementNameGenerator: (query: { sql: string }) => nameOf(query.sql) as string } : {}),
  });
  return { client: new PrismaClient({ adapter, transactionOptions }), pool };
}
