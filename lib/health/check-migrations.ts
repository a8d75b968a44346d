import { readdirSync } from "node:fs";
import path from "node:path";
import { config } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { providerOf } from "@/lib/db/database-url.mjs";

/** The migration folders this build ships for the configured database. */
function shippedMigrations(): string[] {
  const root = process.env.CAIRN_APP_ROOT || process.cwd();
  const dir = path.join(
    /*turbopackIgnore: true*/ root,
    "prisma",
    "migrations",
    providerOf(config().databaseUrl),
  );
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * Every migration folder is recorded as applied (finished, not rolled back) in `_prisma_migrations`.
 * Throws with how many are missing; never their names or paths.
 */
export async function checkMigrations(): Promise<void> {
  const shipped = shippedMigrations();
  if (shipped.length === 0) throw new Error("no migrations found");
  const rows = await db().$queryRawUnsafe<Array<{ migration_name: string }>>(
    "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL",
  );
  const applied = new Set(rows.map((row) => row.migration_name));
  const pending = shipped.filter((name) => !applied.has(name)).length;
  if (pending > 0) throw new Error(`${pending} migration${pending === 1 ? "" : "s"} not applied`);
}
