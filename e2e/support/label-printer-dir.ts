import { mkdirSync } from "node:fs";
import path from "node:path";

/**
 * Where the web server's stand-in label printer (tests/support/fake-label-printer.mjs, set up in
 * playwright.config.ts) keeps its jobs: a folder of the run's data directory, which the config
 * passes to every worker in CAIRN_E2E_DATA_DIR. A file named `fail` there makes the printer fail.
 */
export function e2eLabelPrinterDir(dataDir = process.env.CAIRN_E2E_DATA_DIR): string {
  if (!dataDir)
    throw new Error("CAIRN_E2E_DATA_DIR is not set: run the e2e tests through playwright.config.ts");
  const dir = path.join(dataDir, "label-printer");
  mkdirSync(dir, { recursive: true });
  return dir;
}
