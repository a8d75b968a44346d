// After the API suite: no password, token, API key or secret the tests used may appear in any
// test server's log (DATA_DIR/server.log, written by tests/support/server.ts). The secrets come
// from tests/support/used-secrets.ts, one file per test process.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * @param {string} secretsDir
 * @param {string} testDataDir
 * @param {number} sinceMs only logs written since then (this run's servers)
 * @returns {{ secrets: number, logs: number, leaks: string[] }}
 */
export function findLoggedSecrets(secretsDir, testDataDir, sinceMs) {
  const secrets = new Set();
  if (existsSync(secretsDir)) {
    for (const name of readdirSync(secretsDir)) {
      for (const line of readFileSync(path.join(secretsDir, name), "utf8").split("\n")) {
        if (line) secrets.add(line);
      }
    }
  }
  const logs = existsSync(testDataDir)
    ? readdirSync(testDataDir)
        .map((name) => path.join(testDataDir, name, "server.log"))
        .filter((file) => existsSync(file) && statSync(file).mtimeMs >= sinceMs)
    : [];
  const leaks = [];
  for (const file of logs) {
    const text = readFileSync(file, "utf8");
    for (const secret of secrets) {
      if (text.includes(secret) || text.includes(encodeURIComponent(secret))) {
        // Enough of it to find, not enough to use.
        leaks.push(
          `${path.relative(testDataDir, file)}: ${secret.slice(0, 6)}… (${secret.length} characters)`,
        );
      }
    }
  }
  return { secrets: secrets.size, logs: logs.length, leaks };
}
