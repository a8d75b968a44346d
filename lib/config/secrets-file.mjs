// Secrets that must survive restarts and be shared by every process on one DATA_DIR. Plain JS so the
// start script and the app read the same file. Written once, owner-only, atomically.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

const SECRET_NAMES = ["sessionSecret", "apiKeyPepper"];

/**
 * @param {string} dataDir
 * @returns {{ sessionSecret: string, apiKeyPepper: string }}
 */
export function readOrCreateSecrets(dataDir) {
  const file = path.join(dataDir, "secrets.json");
  /** @type {Record<string, string>} */
  let stored = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, "utf8"));
  const missing = SECRET_NAMES.filter((name) => typeof stored[name] !== "string" || stored[name].length < 32);
  if (missing.length > 0) {
    for (const name of missing) stored[name] = randomBytes(32).toString("base64url");
    mkdirSync(dataDir, { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(stored, null, 2), { mode: 0o600 });
    renameSync(temp, file);
  }
  // Both are strings now: read ones were checked above, missing ones were just made.
  return {
    sessionSecret: /** @type {string} */ (stored.sessionSecret),
    apiKeyPepper: /** @type {string} */ (stored.apiKeyPepper),
  };
}
