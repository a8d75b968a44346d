// Which database a URL names, and where the default one lives. Plain JS: the migration scripts and
// the app (lib/db/client.ts, lib/config/env.ts) share it.
import path from "node:path";

/** @typedef {"sqlite" | "postgresql"} DatabaseProvider */

/**
 * DATABASE_URL when set, else SQLite at <DATA_DIR>/cairn.db, DATA_DIR defaulting to ./data.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string}
 */
export function resolveDatabaseUrl(env = process.env) {
  if (env.DATABASE_URL && env.DATABASE_URL.trim() !== "") return env.DATABASE_URL;
  return `file:${path.join(path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR || "./data"), "cairn.db")}`;
}

/**
 * @param {string} databaseUrl
 * @returns {DatabaseProvider}
 */
export function providerOf(databaseUrl) {
  if (databaseUrl.startsWith("file:")) return "sqlite";
  if (/^postgres(ql)?:\/\//i.test(databaseUrl)) return "postgresql";
  throw new Error(
    `unsupported database URL (expected file:... or postgresql://...): ${redactUrl(databaseUrl)}`,
  );
}

/**
 * The file of a SQLite `file:` URL, query dropped, relative paths resolved against the current directory.
 * @param {string} databaseUrl
 */
export function sqliteFilePath(databaseUrl) {
  return path.resolve(/*turbopackIgnore: true*/ databaseUrl.replace(/^file:/, "").replace(/\?.*$/, ""));
}

/** @param {string} databaseUrl */
export function redactUrl(databaseUrl) {
  return databaseUrl.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");
}
