import "server-only";
import { config } from "@/lib/config/env";
import type { Tx } from "@/lib/db/client";
import { providerOf } from "@/lib/db/database-url.mjs";

/**
 * Takes the named lock for the rest of the transaction: on PostgreSQL an advisory lock, released at
 * the commit or rollback, so transactions that name the same lock run one after the other. SQLite
 * runs one write transaction at a time anyway, so there it is nothing.
 */
export async function holdTransactionLock(tx: Tx, name: string): Promise<void> {
  if (providerOf(config().databaseUrl) !== "postgresql") return;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${name}))`;
}
