// Where a profiled server spent its CPU: the functions with the most self time, and the same time
// grouped by where the code comes from (Next.js, Prisma, the SQLite driver, the app's bundle, ...).
// Reads the .cpuprofile that `node --cpu-prof` writes when the process exits.
// Usage: node bench/cpu-profile.mjs <file.cpuprofile | directory> [top]
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// better-sqlite3 runs a statement synchronously inside the adapter's performIO: its samples are the
// time SQLite spends executing the queries.
const AREAS = [
  [
    "SQLite executing queries (adapter performIO)",
    (url, name) => name === "performIO" && /better-sqlite3/.test(url),
  ],
  ["garbage collection", (url, name) => name === "(garbage collector)"],
  ["prisma query compiler (wasm)", (url) => /query_compiler|wasm/.test(url)],
  ["prisma client runtime", (url) => /@prisma\/client/.test(url)],
  ["prisma adapters", (url) => /@prisma\/(adapter|driver)/.test(url)],
  ["better-sqlite3", (url) => /better-sqlite3/.test(url)],
  ["pg driver", (url) => /node_modules\/(pg|pg-protocol|pg-pool)\//.test(url)],
  ["next.js", (url) => /node_modules\/next\//.test(url)],
  ["react", (url) => /node_modules\/react/.test(url)],
  ["zod", (url) => /node_modules\/zod\//.test(url)],
  ["app bundle (.next/server)", (url) => /\.next\/server/.test(url)],
  ["node internals", (url) => url.startsWith("node:") || url === ""],
];

function areaOf(url, name) {
  return AREAS.find(([, matches]) => matches(url, name))?.[0] ?? "other";
}

/**
 * The server's profile in a directory: the largest one, since the launcher (scripts/start.mjs)
 * passes --cpu-prof on to the server and writes a small profile of its own, last.
 * @param {string} fileOrDirectory
 */
export function serverProfile(fileOrDirectory) {
  if (statSync(fileOrDirectory).isFile()) return fileOrDirectory;
  const files = readdirSync(fileOrDirectory)
    .filter((name) => name.endsWith(".cpuprofile"))
    .map((name) => path.join(fileOrDirectory, name))
    .sort((a, b) => statSync(b).size - statSync(a).size);
  if (files.length === 0) throw new Error(`no .cpuprofile in ${fileOrDirectory}`);
  return files[0];
}

/**
 * @param {string} file a .cpuprofile
 * @param {number} top how many functions to list
 */
export function summarizeProfile(file, top = 25) {
  const profile = JSON.parse(readFileSync(file, "utf8"));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const samples = new Map();
  for (const id of profile.samples) samples.set(id, (samples.get(id) ?? 0) + 1);
  // Idle time, and the start script waiting for its build and migration children, are not work.
  const ignored = (id) => /^(\((idle|program)\)|spawnSync)$/.test(nodes.get(id).callFrame.functionName);
  const busy = profile.samples.filter((id) => !ignored(id)).length;

  const functions = new Map();
  const areas = new Map();
  for (const [id, count] of samples) {
    if (ignored(id)) continue;
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    const name = functionName || "(anonymous)";
    const where = url
      ? `${url.replace(/^file:\/\/.*?node_modules\//, "").replace(/^file:\/\/.*?\.next\//, ".next/")}:${lineNumber + 1}`
      : "";
    const key = `${name} ${where}`.trim();
    functions.set(key, (functions.get(key) ?? 0) + count);
    const area = areaOf(url, name);
    areas.set(area, (areas.get(area) ?? 0) + count);
  }
  const share = (count) => Number(((100 * count) / Math.max(busy, 1)).toFixed(1));
  const sortDown = (map) => [...map].sort((a, b) => b[1] - a[1]);
  return {
    file,
    busySamples: busy,
    areas: sortDown(areas).map(([area, count]) => ({ area, percentOfBusy: share(count) })),
    topFunctions: sortDown(functions)
      .slice(0, top)
      .map(([name, count]) => ({ function: name, percentOfBusy: share(count) })),
  };
}

export function formatProfile(summary) {
  return [
    `CPU profile ${summary.file} (${summary.busySamples} busy samples; shares of busy time, self time)`,
    "by area:",
    ...summary.areas.map((row) => `  ${String(row.percentOfBusy).padStart(5)}%  ${row.area}`),
    "top functions:",
    ...summary.topFunctions.map((row) => `  ${String(row.percentOfBusy).padStart(5)}%  ${row.function}`),
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = process.argv[2];
  if (!target) {
    console.error("usage: node bench/cpu-profile.mjs <file.cpuprofile | directory> [top]");
    process.exit(2);
  }
  console.log(formatProfile(summarizeProfile(serverProfile(target), Number(process.argv[3] ?? 25))));
}
