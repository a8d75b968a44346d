// `npm run db:migrate`: applies the pending migrations of prisma/migrations/<provider> to the app's
// database (see database-url.mjs). The server start script calls migrateDatabase() the same way.
// Safe to run on every start: when nothing is pending it only reads the migrations table. On
// PostgreSQL the schema engine holds pg_advisory_lock(72707369) while it applies, so servers that
// start together apply each migration once.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { resolveDatabaseUrl, sqliteFilePath } from "../../lib/db/database-url.mjs";
import { isMigrationLockTimeout, openSchemaEngine, providerOf, redactUrl } from "./engine.mjs";
import { readMigrationsList } from "./migration-files.mjs";
import { migrationsDir } from "./schemas.mjs";

/**
 * Applies every migration the database has not seen yet.
 * @param {string} databaseUrl `file:…` (SQLite) or `postgresql://…`
 * @param {{ log?: (message: string) => void, migrationsDirectory?: string }} [options]
 *   migrationsDirectory: defaults to the provider's folder under prisma/migrations
 * @returns {Promise<{ applied: string[], total: number, ms: number }>}
 */
export async function migrateDatabase(databaseUrl, { log = () => {}, migrationsDirectory } = {}) {
  const startedAt = performance.now();
  const provider = providerOf(databaseUrl);
  const migrationsList = readMigrationsList(migrationsDirectory ?? migrationsDir[provider]);
  const total = migrationsList.migrationDirectories.length;
  if (total === 0) throw new Error(`no migrations in ${migrationsList.baseDir}`);
  if (provider === "sqlite") {
    const recorded = prepareSqliteFile(databaseUrl);
    // The engine takes an exclusive lock on the file even when nothing is pending, which a second
    // server on the same file (already serving) never lets it have: skip it when all is applied.
    if (migrationsList.migrationDirectories.every((directory) => recorded.has(directory.path))) {
      const ms = Math.round(performance.now() - startedAt);
      log(`database is up to date (${total} migrations, ${ms} ms)`);
      return { applied: [], total, ms };
    }
  }

  const applied = await applyWaitingForOtherMigrators(databaseUrl, migrationsList, log);
  const ms = Math.round(performance.now() - startedAt);
  log(
    applied.length === 0
      ? `database is up to date (${total} migrations, ${ms} ms)`
      : `applied ${applied.length} of ${total} migrations in ${ms} ms: ${applied.join(", ")}`,
  );
  return { applied, total, ms };
}

const lockAttempts = 30;

// Another server may be migrating the same PostgreSQL database: the engine waits 10 s for its lock,
// then fails. Closing the failed session waits for the other migrator to finish, so trying again
// usually finds nothing left to apply.
/**
 * @param {string} databaseUrl
 * @param {import("@prisma/schema-engine-wasm").MigrationList} migrationsList
 * @param {(message: string) => void} log
 */
async function applyWaitingForOtherMigrators(databaseUrl, migrationsList, log) {
  for (let attempt = 1; ; attempt++) {
    const engine = await openSchemaEngine(databaseUrl);
    try {
      return await engine.applyMigrations(migrationsList);
    } catch (error) {
      if (!isMigrationLockTimeout(error) || attempt === lockAttempts) throw error;
      log("another process is applying migrations; waiting for it");
    } finally {
      await engine.close();
    }
  }
}

// WAL lets the app read while it writes; the mode is stored in the file, so setting it once sticks.
/**
 * @param {string} databaseUrl
 * @returns {Set<string>} the migrations recorded as applied (finished, not rolled back)
 */
function prepareSqliteFile(databaseUrl) {
  const file = sqliteFilePath(databaseUrl);
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file, { timeout: 15_000 });
  try {
    if (db.pragma("journal_mode", { simple: true }) !== "wal") db.pragma("journal_mode = WAL");
    const table = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'")
      .get();
    if (!table) return new Set();
    const rows = /** @type {Array<{ migration_name: string }>} */ (
      db
        .prepare(
          "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL",
        )
        .all()
    );
    return new Set(rows.map((row) => row.migration_name));
  } finally {
    db.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const databaseUrl = resolveDatabaseUrl();
  try {
    console.log(`db:migrate: ${redactUrl(databaseUrl)}`);
    await migrateDatabase(databaseUrl, { log: (message) => console.log(`db:migrate: ${message}`) });
  } catch (error) {
    console.error(`db:migrate: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
