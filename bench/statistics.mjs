// `node bench/statistics.mjs --data-dir <dir>` (SQLite: <dir>/cairn.db) or
// `node bench/statistics.mjs --postgres <url>`: times every statistics function (the
// dashboard's panels and /groups/statistics*) on a seeded group, calling the domain functions
// directly (no HTTP), and prints the median of --runs runs (default 5) after one warm-up call.
// The group is the one with the most entities unless --group <id> names another. --json <file>
// also writes the timings and a digest of each function's result, so that two runs (before and
// after a change) can be checked for identical answers. Never writes to the database.
import { createHash } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { openTypeScriptModule } from "../scripts/load-ts.mjs";

const TARGET_MS = 150;
const argValue = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const dataDir = argValue("--data-dir", null);
const postgresUrl = argValue("--postgres", null);
const runs = Number(argValue("--runs", "5"));
const jsonFile = argValue("--json", null);
if ((dataDir === null) === (postgresUrl === null) || !(runs > 0)) {
  console.error(
    "usage: node bench/statistics.mjs (--data-dir <dir> | --postgres <url>) [--group <id>] [--runs n] [--json file]",
  );
  process.exit(2);
}
const databaseFile = dataDir ? path.resolve(dataDir, "cairn.db") : null;
if (databaseFile && !existsSync(databaseFile)) {
  console.error(`${databaseFile} does not exist`);
  process.exit(2);
}
// The app's database client reads DATABASE_URL once, on first use.
process.env.DATABASE_URL = postgresUrl ?? `file:${databaseFile}`;

// A fixed "now" keeps the date-dependent answers comparable between runs.
const now = new Date(argValue("--now", new Date().toISOString()));

/**
 * The answer as JSON for the digest. The purchase-price entries are ordered by date and name only,
 * so entries equal in both come in whatever order the database read them: sort them fully here.
 */
function canonical(answer) {
  if (answer && typeof answer === "object" && Array.isArray(answer.entries)) {
    const entries = answer.entries.map((entry) => JSON.stringify(entry)).sort();
    return { ...answer, entries };
  }
  return answer;
}

const { loaded: stats, close } = await openTypeScriptModule("bench/statistics/statistics-functions.ts");
try {
  const groupId = argValue("--group", null) ?? (await stats.largestGroupId());
  const ctx = { userId: "bench", groupId, role: "owner" };
  const largestRoot = (await stats.rootLocations(groupId))[0];
  /** @type {[string, () => Promise<unknown>][]} */
  const cases = [
    ["getGroupStatistics", () => stats.getGroupStatistics(ctx, now)],
    ["locationTotals", () => stats.locationTotals(ctx)],
    ["topLevelLocationTotals (dashboard)", () => stats.topLevelLocationTotals(ctx)],
    // What a location holds all the way down: after a change the skeleton and the sums are read
    // anew; with no change since, the kept figures answer. Then the location tree page's data, the
    // largest location summed alone on the kept skeleton (as an item holding items is), and the
    // containers the list's "everything inside" filter narrows to.
    [
      "tree skeleton, read anew",
      async () => stats.containersOfGroup(groupId, await stats.locationTypeIds(groupId)),
    ],
    ["tree sums, read anew", () => stats.readTree(groupId)],
    ["treeTotals, kept", () => stats.treeTotals(groupId)],
    ["listLocationTree", () => stats.listLocationTree(ctx)],
    ["largest location, summed alone", () => stats.readSubtrees(groupId, [largestRoot])],
    ["containers below largest location", () => stats.containerIdsBelow(groupId, [largestRoot])],
    ["tagTotals", () => stats.tagTotals(ctx)],
    ["monthlyValueHistory (12)", () => stats.monthlyValueHistory(ctx, 12, now)],
    ["purchasePriceOverTime (month)", () => stats.purchasePriceOverTime(ctx, {}, now)],
    ["recentItems", () => stats.recentItems(ctx)],
    ["upcomingMaintenance", () => stats.upcomingMaintenance(ctx)],
    ["expiringWarranties (90 d)", () => stats.expiringWarranties(ctx, 90, 10, now)],
  ];
  console.log(
    `${postgresUrl ? "PostgreSQL" : "SQLite"}, group ${groupId}, median of ${runs} runs after a warm-up`,
  );
  const results = [];
  for (const [name, call] of cases) {
    const answer = await call();
    const times = [];
    for (let run = 0; run < runs; run++) {
      const startedAt = performance.now();
      await call();
      times.push(performance.now() - startedAt);
    }
    times.sort((a, b) => a - b);
    const medianMs = times[Math.floor(times.length / 2)];
    const p95Ms = times[Math.min(times.length - 1, Math.ceil(0.95 * times.length) - 1)];
    const text = JSON.stringify(canonical(answer));
    const digest = createHash("sha256").update(text).digest("hex").slice(0, 12);
    results.push({
      name,
      medianMs: Math.round(medianMs * 10) / 10,
      p95Ms: Math.round(p95Ms * 10) / 10,
      minMs: Math.round(times[0] * 10) / 10,
      digest,
    });
    console.log(
      `${name.padEnd(36)} ${medianMs.toFixed(1).padStart(9)} ms  (p95 ${p95Ms.toFixed(1)}, min ${times[0].toFixed(1)})  ` +
        `${medianMs <= TARGET_MS ? "ok  " : "SLOW"}  result ${digest}`,
    );
  }
  if (jsonFile)
    writeFileSync(
      jsonFile,
      JSON.stringify(
        { database: postgresUrl ? "postgresql" : "sqlite", groupId, now, runs, results },
        null,
        2,
      ),
    );
  await stats.closeDatabase();
} finally {
  await close();
}
