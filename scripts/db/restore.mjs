// `npm run db:restore -- <backup-dir>`: puts a backup made by `npm run db:backup` into a new,
// empty place: DATA_DIR (SQLite: cairn.db; both: secrets.json and files/) and, for PostgreSQL, the
// empty database DATABASE_URL names (pg_restore). It refuses to overwrite anything: restore into
// a fresh DATA_DIR and a freshly created database, check it, then point the servers at them.
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { providerOf, redactUrl, resolveDatabaseUrl, sqliteFilePath } from "../../lib/db/database-url.mjs";
import { copyDataFiles, postgresClientArgs, runClient } from "./backup-files.mjs";

/** @param {string} databaseUrl */
async function assertEmptyPostgres(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'",
    );
    if (rows[0].n > 0) throw new Error(`${redactUrl(databaseUrl)} is not empty; restore into a new database`);
  } finally {
    await client.end();
  }
}

/**
 * @param {string} source a directory written by backup.mjs
 * @param {{ databaseUrl?: string, dataDir?: string, log?: (message: string) => void }} [options]
 */
export async function restore(source, options = {}) {
  const dataDir = path.resolve(options.dataDir ?? (process.env.DATA_DIR || "./data"));
  const databaseUrl = options.databaseUrl ?? resolveDatabaseUrl({ ...process.env, DATA_DIR: dataDir });
  const log = options.log ?? (() => {});
  const manifest = JSON.parse(readFileSync(path.join(source, "backup.json"), "utf8"));
  const provider = providerOf(databaseUrl);
  if (manifest.database !== provider) {
    throw new Error(`the backup holds a ${manifest.database} database; DATABASE_URL is ${provider}`);
  }
  for (const name of ["secrets.json", "files", "cairn.db"]) {
    if (existsSync(path.join(dataDir, name)))
      throw new Error(`${dataDir} already holds ${name}; restore into a new DATA_DIR`);
  }
  mkdirSync(dataDir, { recursive: true });

  if (provider === "sqlite") {
    const file = sqliteFilePath(databaseUrl);
    if (existsSync(file)) throw new Error(`${file} exists; restore into a new DATA_DIR`);
    mkdirSync(path.dirname(file), { recursive: true });
    copyFileSync(path.join(source, "cairn.db"), file);
    log(`database restored to ${file}`);
  } else {
    await assertEmptyPostgres(databaseUrl);
    const { dbname, env } = postgresClientArgs(databaseUrl);
    await runClient(
      "pg_restore",
      [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
        `--dbname=${dbname}`,
        path.join(source, "cairn.pgdump"),
      ],
      env,
    );
    log(`database restored (pg_restore) into ${redactUrl(databaseUrl)}`);
  }
  copyDataFiles(source, dataDir);
  log(`files restored to ${dataDir} (${readdirSync(dataDir).join(", ")})`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const source = process.argv[2];
  if (!source) {
    console.error("usage: npm run db:restore -- <backup-dir>   (into a new DATA_DIR / empty DATABASE_URL)");
    process.exit(2);
  }
  try {
    await restore(path.resolve(source), { log: (message) => console.log(`db:restore: ${message}`) });
  } catch (error) {
    console.error(`db:restore: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
