// `npm run import:homebox -- --from <HomeBox data folder | homebox.db | postgresql://…> [--files <dir>] [--json]`
// Moves a whole HomeBox instance into this Cairn's database (DATABASE_URL / DATA_DIR as for
// `npm start`, migrated first): accounts, groups, items, locations, tags, templates, maintenance,
// attachments with their files, notifiers. Runs again safely: a second run updates.
import { parseArgs } from "node:util";
import { migrateDatabase } from "../db/migrate.mjs";
import { resolveDatabaseUrl } from "../../lib/db/database-url.mjs";
import { withTypeScriptModule } from "../load-ts.mjs";

const usage =
  "usage: npm run import:homebox -- --from <HomeBox data folder | homebox.db | postgresql://…> [--files <dir>] [--json]";

let args;
try {
  args = parseArgs({
    options: { from: { type: "string" }, files: { type: "string" }, json: { type: "boolean" } },
  }).values;
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
if (!args.from) {
  console.error(usage);
  process.exit(2);
}

const say = (message) => {
  if (!args.json) console.log(message);
};

await migrateDatabase(resolveDatabaseUrl(process.env));
const started = Date.now();
const outcome = await withTypeScriptModule("lib/homebox-import/import-homebox.ts", async (loaded) => {
  try {
    const report = await loaded.importHomebox({
      from: args.from,
      files: args.files,
      mode: { kind: "command" },
      onProgress: say,
    });
    return { report: report.toJSON() };
  } catch (error) {
    if (error?.name === "HomeboxImportError") return { refused: error.message };
    throw error;
  }
});

if (outcome.refused) {
  console.error(`HomeBox import refused: ${outcome.refused}`);
  process.exit(1);
}
const { report } = outcome;
const seconds = ((Date.now() - started) / 1000).toFixed(1);
// maxRSS is in KiB on Linux: the most memory this process held at once, loader included.
const peakMemoryMb = Math.round(process.resourceUsage().maxRSS / 1024);
if (args.json) {
  console.log(JSON.stringify({ ...report, seconds: Number(seconds), peakMemoryMb }));
} else {
  console.log(
    `\nHomeBox schema version ${report.schemaVersion}, ${seconds} s, peak memory ${peakMemoryMb} MB`,
  );
  console.log("record kind      created  updated  skipped");
  for (const [kind, counts] of Object.entries(report.counts)) {
    console.log(
      `${kind.padEnd(16)} ${String(counts.created).padStart(7)}  ${String(counts.updated).padStart(7)}  ${String(counts.skipped).padStart(7)}`,
    );
  }
  for (const group of report.groups) {
    console.log(`group "${group.name}": ${group.imported ? "imported" : `NOT imported: ${group.error}`}`);
  }
  if (report.warnings.length > 0) console.log(`\n${report.warnings.map((w) => `- ${w}`).join("\n")}`);
}
process.exit(report.groups.every((group) => group.imported) ? 0 : 1);
