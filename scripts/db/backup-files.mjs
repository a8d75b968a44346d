// What the backup and restore scripts share: the PostgreSQL client environment of a URL (the
// password travels in PGPASSWORD, never on a command line other users can read) and the copy of a
// data directory's files.
import { spawn } from "node:child_process";
import { cpSync, existsSync } from "node:fs";
import path from "node:path";

/**
 * The pg_dump/pg_restore connection of a PostgreSQL URL: the URL without its password, and the
 * password in the environment.
 * @param {string} databaseUrl
 */
export function postgresClientArgs(databaseUrl) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/**
 * Runs a PostgreSQL client program, passing its output through; rejects when it fails.
 * @param {string} program
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
export function runClient(program, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ["ignore", "inherit", "inherit"] });
    child.once("error", (error) =>
      reject(
        new Error(`${program} could not be run (${error.message}); install PostgreSQL's client programs`),
      ),
    );
    child.once("exit", (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${program} exited with ${code}`)),
    );
  });
}

/**
 * Copies `secrets.json` and the attachment files (`files/`, without unfinished uploads and health
 * probes) from one data directory to another.
 * @param {string} from
 * @param {string} to
 */
export function copyDataFiles(from, to) {
  const secrets = path.join(from, "secrets.json");
  if (existsSync(secrets)) cpSync(secrets, path.join(to, "secrets.json"), { preserveTimestamps: true });
  const files = path.join(from, "files");
  if (!existsSync(files)) return;
  cpSync(files, path.join(to, "files"), {
    recursive: true,
    preserveTimestamps: true,
    filter: (source) => {
      const relative = path.relative(files, source).split(path.sep)[0];
      return relative !== ".tmp" && relative !== "health-probe";
    },
  });
}
