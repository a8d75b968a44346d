// `npm run bench:homebox-import [-- --items 10000 --attachments 500]`: writes a HomeBox 0.26 SQLite
// instance of that size (one household: a location tree, tags, custom fields, maintenance, photos of
// real photo sizes with thumbnails), imports it into a fresh Cairn data directory with
// `npm run import:homebox`, then imports it again (the rerun that updates), and prints time and
// peak memory of each run. DATABASE_URL, when set, is the Cairn database to import into (an empty one).
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { withTypeScriptModule } from "../scripts/load-ts.mjs";
import { root } from "./processes.mjs";

const { values } = parseArgs({
  options: { items: { type: "string", default: "10000" }, attachments: { type: "string", default: "500" } },
});
const items = Number(values.items);
const attachments = Number(values.attachments);
const dir = path.join(root, ".bench-data", `homebox-import-${Date.now()}`);
const source = path.join(dir, "homebox");
const cairn = path.join(dir, "cairn");
mkdirSync(cairn, { recursive: true });

try {
  const started = Date.now();
  await withTypeScriptModule("tests/support/homebox/bulk-instance.ts", async (bulk) => {
    const fixture = await bulk.bulkHomeboxInstance({ items, attachments });
    const { writeHomeboxSqlite } = bulk;
    writeHomeboxSqlite(source, fixture);
  });
  console.log(
    `HomeBox instance written: ${items} items, ${attachments} attachments (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  for (const run of ["first import", "second import (updates)"]) {
    const output = execFileSync(
      process.execPath,
      ["scripts/homebox/import.mjs", "--from", source, "--json"],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: cairn },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).toString();
    const report = JSON.parse(output.trim().split("\n").at(-1));
    const { items: itemCounts, attachments: files } = report.counts;
    console.log(
      `${run}: ${report.seconds} s, peak memory ${report.peakMemoryMb} MB — items ${JSON.stringify(itemCounts)}, attachments ${JSON.stringify(files)}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
