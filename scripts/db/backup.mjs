// `npm run db:backup -- <backup-dir>`: an online, consistent backup of the app's database and its
// data directory's files into a new directory, while the server keeps running.
// - SQLite: SQLite's online backup API (better-sqlite3 .backup()) copies DATA_DIR/cairn.db to
//   <backup-dir>/cairn.db, consistent even while the server writes.
// - PostgreSQL: pg_dump --format=custom writes <backup-dir>/cairn.pgdump (one snapshot).
// Then secrets.json and files/ (attachments, backup zips) are copied. Attachment files are never
// changed once written, so copying them after the database keeps every file the backup refers to
// (unless one is deleted during the copy). With CAIRN_S3_BUCKET the files live in the bucket:
// back it up with the storage's own tools (versioning, replication, `aws s3 sync`).
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { providerOf, redactUrl, resolveDatabaseUrl, sqliteFilePath } from "../../lib/db/database-url.mjs";
import { copyDataFiles, postgresClientArgs, runClient } from "./backup-files.mjs";

/**
 * @param {string} target a directory that does not exist yet or is empty
 * @param {{ databaseUrl?: string, dataDir?: string, log?: (message: string) => void }} [options]
 */
export async function backup(target, options = {}) {
  const dataDir = path.resolve(options.dataDir ?? (process.env.DATA_DIR || "./data"));
  const databaseUrl = options.databaseUrl ?? resolveDatabaseUrl({ ...process.env, DATA_DIR: dataDir });
  const log = options.log ?? (() => {});
  const provider = providerOf(databaseUrl);
  if (existsSync(target) && readdirSync(target).length > 0) throw new Error(`${target} is not empty`);
  mkdirSync(target, { recursive: true });

  if (provider === "sqlite") {
    const file = sqliteFilePath(databaseUrl);
    if (!existsSync(file)) throw new Error(`no SQLite database at ${file}`);
    const source = new Database(file, { readonly: true, fileMustExist: true, timeout: 15_000 });
    try {
      await source.backup(path.join(target, "cairn.db"));
    } finally {
      source.close();
    }
    log(`database copied (SQLite online backup) to ${path.join(target, "cairn.db")}`);
  } else {
    const { dbname, env } = postgresClientArgs(databaseUrl);
    const dump = path.join(target, "cairn.pgdump");
    await runClient(
      "pg_dump",
      ["--format=custom", "--no-owner", "--no-privileges", `--file=${dump}`, `--dbname=${dbname}`],
      env,
    );
    log(`database dumped (pg_dump) from ${redactUrl(databaseUrl)} to ${dump}`);
  }

  copyDataFiles(dataDir, target);
  if (process.env.CAIRN_S3_BUCKET) log("attachment files are in the S3 bucket: back it up separately");
  const manifest = { createdAt: new Date().toISOString(), database: provider, format: 1 };
  writeFileSync(path.join(target, "backup.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  log(`backup complete: ${target}`);
  return manifest;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const target = process.argv[2];
  if (!target) {
    console.error("usage: npm run db:backup -- <backup-dir>   (DATA_DIR / DATABASE_URL as for npm start)");
    process.exit(2);
  }
  try {
    await backup(path.resolve(target), { log: (message) => console.log(`db:backup: ${message}`) });
  } catch (error) {
    console.error(`db:backup: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
