import { defineConfig } from "@playwright/test";
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { e2eLabelPrinterDir } from "./e2e/support/label-printer-dir";
import { e2eNotifierPort } from "./e2e/support/notifier-port";
import { e2eSmtpPort } from "./e2e/support/smtp-port";
import { offlineBarcodeProviders } from "./tests/support/offline-barcode-providers";

const root = import.meta.dirname;
const PORT = Number(process.env.E2E_PORT || 7790);
const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * A fresh data directory for each run. Playwright loads this file again in every worker process;
 * the environment variable (inherited by workers) keeps them all on the directory made here.
 */
function freshDataDir(): string {
  const existing = process.env.CAIRN_E2E_DATA_DIR;
  if (existing) return existing;
  const base = path.join(root, ".test-data");
  removeOldRuns(base);
  const dataDir = path.join(base, `e2e-${Date.now()}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  process.env.CAIRN_E2E_DATA_DIR = dataDir;
  return dataDir;
}

/** Earlier runs' directories are kept for a day to look into failures, then removed. */
function removeOldRuns(base: string) {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  try {
    for (const name of readdirSync(base)) {
      const dir = path.join(base, name);
      if (name.startsWith("e2e-") && statSync(dir).mtimeMs < dayAgo)
        rmSync(dir, { recursive: true, force: true });
    }
  } catch {
    // no .test-data yet
  }
}

const fakeLabelPrinter = path.join(root, "tests", "support", "fake-label-printer.mjs");

export default defineConfig({
  testDir: "e2e",
  // Playwright empties its output folder at the start: keep it away from other runners' reports.
  outputDir: "test-results/e2e",
  // Two browsers against the one server: a single one kept about half of two cores busy (the page
  // and the server mostly wait on each other), and the suite took 15.6 minutes; with two, 11.6 with
  // a build of the app in it. Every spec signs up its own accounts, so specs do not see each other's
  // data; a file's tests stay together in one worker.
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-report.json" }]],
  use: {
    baseURL,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      // Debian's Chromium; Playwright's own browser download is never used.
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "chromium", use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } },
    // The acceptance story, undo and tags, what a location holds, the phone layout and quick add,
    // once more on a phone-sized touch screen.
    {
      name: "phone",
      testMatch:
        /(journey|undo-and-tags|location-rollup|phone-layout|quick-add|languages|viewer-role|insurance-report|stock|loans)\.spec\.ts$/,
      use: { browserName: "chromium", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${baseURL}/api/v1/status`,
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: freshDataDir(),
      NEXTAUTH_URL: baseURL,
      // Links in emails come from PUBLIC_URL only (never the request's host); without it no reset email goes out.
      PUBLIC_URL: baseURL,
      // One access line per API request would bury the test report; warnings and errors still show.
      LOG_LEVEL: "warn",
      // e2e/password-reset.spec.ts listens there and reads the reset email.
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(e2eSmtpPort()),
      SMTP_FROM: "Cairn <cairn@example.com>",
      // e2e/notifiers.spec.ts sends a test to its webhook receiver there; nothing else private.
      NOTIFIER_ALLOW_HOSTS: `127.0.0.1:${e2eNotifierPort()}`,
      // Every spec signs up from 127.0.0.1; tests/api/limits.test.ts checks the limit.
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: "0",
      // The print view's "Print on the label printer" (e2e/label-print.spec.ts).
      CAIRN_LABEL_PRINT_COMMAND: `${process.execPath} ${fakeLabelPrinter} ${e2eLabelPrinterDir(freshDataDir())} {{.FileName}}`,
      // No product database is reachable from the tests: lookups fail at once and say the databases could not be reached.
      ...offlineBarcodeProviders,
    },
    reuseExistingServer: false,
    // The start script builds the production bundle first when the sources changed.
    timeout: 240_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
