// Runs test steps one after another and keeps a tally from each runner's JSON report, so the
// whole run ends with one plain "N passed, N failed" line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findLoggedSecrets } from "./check-logged-secrets.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const resultsDir = path.join(root, "test-results");

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */
/**
 * What is read of vitest's JSON report.
 * @typedef {{ numPassedTests: number, numFailedTests: number, numPendingTests: number,
 *   numTodoTests: number, testResults: Array<{ name: string,
 *   assertionResults: Array<{ status: string, fullName?: string, title: string }> }> }} VitestReport
 */
/**
 * What is read of a suite in Playwright's JSON report.
 * @typedef {{ specs?: Array<{ file: string, title: string, tests: Array<{ status: string,
 *   projectName: string, results: Array<{ status: string }> }> }>, suites?: PlaywrightSuite[] }} PlaywrightSuite
 */

const bin = (/** @type {string} */ name) => path.join(root, "node_modules", ".bin", name);

/** @param {string} file */
function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

export class Tally {
  passed = 0;
  failed = 0;
  skipped = 0;
  /** @type {string[]} */
  failures = [];

  /**
   * `failedTests`: the names of the failed tests, so the run's last lines say which ones failed.
   * @param {string} name
   * @param {Counts} counts
   * @param {string[]} [failedTests]
   */
  add(name, counts, failedTests = []) {
    this.passed += counts.passed;
    this.failed += counts.failed;
    this.skipped += counts.skipped;
    if (counts.failed > 0) this.failures.push(name);
    for (const test of failedTests) this.failures.push(`${name}: ${test}`);
  }

  line() {
    return `${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`;
  }

  /** @param {string} name */
  save(name) {
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      path.join(resultsDir, `tally-${name}.json`),
      JSON.stringify({
        passed: this.passed,
        failed: this.failed,
        skipped: this.skipped,
        failures: this.failures,
      }),
    );
  }
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function run(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return { ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

/**
 * A check without a test count (lint, types): one pass or one failure.
 * @param {Tally} tally
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 */
export function checkStep(tally, name, command, args) {
  console.log(`\n=== ${name} ===`);
  const { ok, seconds } = run(command, args);
  console.log(`=== ${name}: ${ok ? "ok" : "FAILED"} in ${seconds} s ===`);
  tally.add(name, { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
}

/**
 * @param {Tally} tally
 * @param {string} name
 * @param {string[]} projects
 * @param {Record<string, string>} [env]
 * @param {string[]} [filters]
 */
export function vitestStep(tally, name, projects, env = {}, filters = []) {
  console.log(`\n=== ${name} ===`);
  const report = path.join(resultsDir, `vitest-${name}.json`);
  rmSync(report, { force: true });
  const projectArgs = projects.flatMap((project) => ["--project", project]);
  const { ok, seconds } = run(
    bin("vitest"),
    [
      "run",
      ...projectArgs,
      ...filters,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ],
    env,
  );
  /** @type {VitestReport | null} */
  const json = readJson(report);
  const counts = json
    ? {
        passed: json.numPassedTests,
        failed: json.numFailedTests + (ok || json.numFailedTests > 0 ? 0 : 1),
        skipped: json.numPendingTests + json.numTodoTests,
      }
    : { passed: 0, failed: 1, skipped: 0 };
  console.log(`=== ${name}: ${counts.passed} passed, ${counts.failed} failed in ${seconds} s ===`);
  tally.add(name, counts, json ? failedVitestTests(json) : []);
}

/**
 * "file › test title" of each failed test in a vitest JSON report.
 * @param {Pick<VitestReport, "testResults">} json
 * @returns {string[]}
 */
export function failedVitestTests(json) {
  return json.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => `${path.relative(root, file.name)} › ${test.fullName ?? test.title}`),
  );
}

/**
 * "project › file › title" of each Playwright test whose last attempt did not pass as expected.
 * @param {{ suites?: PlaywrightSuite[] }} report
 * @returns {string[]}
 */
export function failedPlaywrightTests(report) {
  /** @type {string[]} */
  const failed = [];
  const walk = (/** @type {PlaywrightSuite} */ suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const last = test.results.at(-1);
        if (test.status === "unexpected")
          failed.push(`${test.projectName} › ${spec.file} › ${spec.title} (${last?.status ?? "no result"})`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return failed;
}

/**
 * @param {Tally} tally
 * @param {string} name
 */
export function playwrightStep(tally, name) {
  console.log(`\n=== ${name} ===`);
  const report = path.join(resultsDir, "e2e-report.json");
  rmSync(report, { force: true });
  const { ok, seconds } = run(bin("playwright"), ["test"]);
  const json = readJson(report);
  const stats = json?.stats;
  const counts = stats
    ? {
        passed: stats.expected + stats.flaky,
        failed: stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1),
        skipped: stats.skipped,
      }
    : { passed: 0, failed: 1, skipped: 0 };
  console.log(`=== ${name}: ${counts.passed} passed, ${counts.failed} failed in ${seconds} s ===`);
  tally.add(name, counts, json ? failedPlaywrightTests(json) : []);
}

/**
 * Where the API suite's test processes note the secrets they use (tests/support/used-secrets.ts),
 * and since when: pass `env` to the suite's step, then the whole to loggedSecretsStep.
 * @param {string} name
 */
export function watchUsedSecrets(name) {
  const dir = path.join(root, ".test-data", `used-secrets-${name}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  return { dir, since: Date.now(), env: { CAIRN_TEST_SECRETS_DIR: dir } };
}

/**
 * Greps the logs of every server the suite started for every secret it used: none may appear.
 * @param {Tally} tally
 * @param {string} name
 * @param {{ dir: string, since: number }} watch
 */
export function loggedSecretsStep(tally, name, watch) {
  console.log(`\n=== ${name} ===`);
  const { secrets, logs, leaks } = findLoggedSecrets(watch.dir, path.join(root, ".test-data"), watch.since);
  // Nothing to look for, or nowhere to look, would pass without checking anything.
  const ok = leaks.length === 0 && secrets > 0 && logs > 0;
  for (const leak of leaks) console.log(`secret in a server log: ${leak}`);
  console.log(
    `=== ${name}: ${ok ? "ok" : "FAILED"}: ${secrets} secrets looked for in ${logs} server logs, ${leaks.length} found ===`,
  );
  tally.add(name, { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
}

/**
 * @param {Tally} tally
 * @param {string} name
 */
export function finish(tally, name) {
  tally.save(name);
  console.log("");
  for (const failure of tally.failures) console.log(`failed: ${failure}`);
  console.log(tally.line());
  process.exit(tally.failed > 0 ? 1 : 0);
}
