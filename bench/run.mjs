// `npm run bench`: seeds a large inventory in a fresh data directory (or a PostgreSQL scratch
// database), starts the production server on it, drives each scenario with autocannon at 1 and 10
// connections, drives a hand-written limit server with the list and the search the same way, then
// prints the table and writes bench/results/<date>-<sqlite|postgres>.json. Loopback only; every
// child process is stopped on the way out, also on error, Ctrl-C or the time limit.
// See bench/README.md and `npm run bench -- --help`.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { formatProfile, serverProfile, summarizeProfile } from "./cpu-profile.mjs";
import { drive, stopRunning } from "./drive.mjs";
import { FILE_SCENARIO_NAMES, formatFileResults, runFileScenarios } from "./file-scenarios.mjs";
import { ROWS_PER_FILE, SEEDING_UPLOAD_MB, seedThroughImport } from "./import-seed.mjs";
import { analyze, countEntities, registerBenchUser, seedBenchInventory } from "./inventory.mjs";
import { parseOptions, USAGE } from "./options.mjs";
import { killAllNow, memoryOf, root, startCairn, startLimitServer, stopAll } from "./processes.mjs";
import { checkTargets, formatImports, formatMemory, formatTable, writeResults } from "./report.mjs";
import { buildScenarios, SCENARIO_NAMES } from "./scenarios.mjs";
import { runSoak } from "./soak.mjs";

const startedAt = Date.now();
const log = (line) =>
  console.log(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)}s] ${line}`);

let options;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const database = options.postgresUrl ? "postgres" : "sqlite";
const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, "-") + "Z";
const reusing = options.dataDir !== null;
const dataDir = path.resolve(options.dataDir ?? path.join(root, ".bench-data", `${stamp}-${database}`));
const databaseUrl = options.postgresUrl ?? `file:${path.join(dataDir, "cairn.db")}`;
const seedFile = path.join(dataDir, "bench-seed.json");

/** @type {Promise<void> | null} */
let cleaning = null;
function cleanUp() {
  cleaning ??= (async () => {
    stopRunning();
    await stopAll();
    if (!reusing && !options.keepData && !options.cpuProfile)
      rmSync(dataDir, { recursive: true, force: true });
  })();
  return cleaning;
}

let aborting = false;
async function abort(reason, code) {
  // The first reason wins; what fails because of it (the run in progress) is not news.
  if (aborting) return;
  aborting = true;
  console.error(`\nbench: ${reason}; stopping the servers`);
  await cleanUp();
  process.exit(code);
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"])
  process.on(signal, () => abort(`${signal} received`, 130));
process.on("exit", killAllNow);
setTimeout(
  () => abort(`time limit of ${options.maxMinutes} minutes reached`, 124),
  options.maxMinutes * 60_000,
).unref();

function gitState() {
  const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
  try {
    return {
      commit: git("rev-parse", "HEAD"),
      uncommittedFiles: git("status", "--porcelain").split("\n").filter(Boolean).length,
    };
  } catch {
    return null;
  }
}

/** The user, their group and the seed summary: made now, or read from a kept data directory. */
async function prepareInventory() {
  if (reusing) {
    if (!existsSync(seedFile))
      throw new Error(`${seedFile} is missing: --data-dir wants a directory kept by --keep-data`);
    log(`reusing the inventory in ${dataDir}`);
    return JSON.parse(readFileSync(seedFile, "utf8"));
  }
  mkdirSync(dataDir, { recursive: true });
  log(`data directory ${dataDir}${options.postgresUrl ? " (secrets only; data in PostgreSQL)" : ""}`);
  log("starting the production server to register the benchmark user");
  const server = await startCairn({
    dataDir,
    databaseUrl: options.postgresUrl ?? undefined,
    extraEnv: options.seedImport ? { MAX_UPLOAD_MB: String(SEEDING_UPLOAD_MB) } : {},
    log,
  });
  let user;
  let seed;
  try {
    if (options.postgresUrl) {
      const existing = await countEntities(options.postgresUrl);
      if (existing > 0)
        log(`warning: the database already holds ${existing} entities; an empty one is expected`);
    }
    user = await registerBenchUser(server.baseUrl);
    if (options.seedImport) {
      log(
        `seeding ${options.entities} CSV rows through POST /api/v1/entities/import, ${ROWS_PER_FILE} rows a file`,
      );
      seed = await seedThroughImport({
        baseUrl: server.baseUrl,
        pid: server.pid,
        token: user.token,
        databaseUrl,
        groupId: user.groupId,
        rows: options.entities,
        locations: options.locations,
        tags: options.tags,
        log,
      });
    }
  } finally {
    await server.stop();
  }
  if (!seed) {
    log(
      `seeding ${options.entities} entities (${options.locations} locations, ${options.tags} tags) through the data layer`,
    );
    seed = await seedBenchInventory({
      databaseUrl,
      userId: user.userId,
      groupId: user.groupId,
      entities: options.entities,
      locations: options.locations,
      tags: options.tags,
      log,
    });
  }
  log(
    `seeded in ${(seed.ms / 1000).toFixed(1)} s: ${seed.items} items, ${seed.locations} locations, ${seed.tags} tags, ` +
      `${seed.entityTags ?? "?"} tag links, ${seed.customFields ?? "?"} custom fields, ${seed.maintenanceEntries} maintenance entries`,
  );
  const prepared = { user, seed };
  writeFileSync(seedFile, JSON.stringify(prepared));
  return prepared;
}

/** The machine (and how busy it was) and the source measured. */
function environment() {
  const migrationsDir = path.join(
    root,
    "prisma",
    "migrations",
    options.postgresUrl ? "postgresql" : "sqlite",
  );
  return {
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? "",
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
    },
    source: {
      ...gitState(),
      migrations: existsSync(migrationsDir)
        ? readdirSync(migrationsDir).filter((name) => !name.endsWith(".toml"))
        : [],
    },
  };
}

/** `--soak`: the ramp and the hold (bench/soak.mjs), then the results file. */
async function soak({ server, user, seed, idleRssMb }) {
  const loadBefore = os.loadavg().map((value) => Number(value.toFixed(2)));
  const soakResult = await runSoak({
    baseUrl: server.baseUrl,
    token: user.token,
    seed,
    pid: server.pid,
    durationSeconds: options.durationSeconds,
    rampStepSeconds: options.rampStepSeconds,
    log,
  });
  const peakRssMb = Math.round(memoryOf(server.pid)?.peakMb ?? 0) || null;
  await cleanUp();
  const loadAfter = os.loadavg().map((value) => Number(value.toFixed(2)));
  const standard = options.durationSeconds === 600 && !options.custom && !options.quick;
  const results = {
    date: new Date(startedAt).toISOString(),
    database,
    mode: standard ? "soak" : "soak-custom",
    options: {
      durationSeconds: options.durationSeconds,
      rampStepSeconds: options.rampStepSeconds,
      analyze: Boolean(options.postgresUrl || options.analyze),
    },
    ...environment(),
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadAfter,
    inventory: { entities: seed.entities, items: seed.items, locations: seed.locations, tags: seed.tags },
    server: { idleRssMb, peakRssMb },
    soak: soakResult,
  };
  console.log(
    `\n${database} soak: ${soakResult.heldRate} req/s held for ${options.durationSeconds} s → ` +
      `${soakResult.overall.rps} req/s, p50 ${soakResult.overall.p50} ms, p99 ${soakResult.overall.p99} ms, ` +
      `${soakResult.overall.errors} errors; memory ${soakResult.verdict.memory}`,
  );
  const output = path.resolve(
    options.output ??
      path.join(
        root,
        standard ? "bench/results" : ".bench-data/results",
        `${stamp}-${database}-${results.mode}.json`,
      ),
  );
  await writeResults(output, results);
  console.log(`results: ${path.relative(process.cwd(), output)}`);
}

/** The app and the limit server must give the same page: compare them once before measuring. */
/** Where two JSON answers first differ (a path such as `items[3].tags`), or null. */
function firstDifference(a, b, at = "") {
  if (isDeepStrictEqual(a, b)) return null;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object")
    return `${at || "the answer"}: ${JSON.stringify(a)?.slice(0, 80)} vs ${JSON.stringify(b)?.slice(0, 80)}`;
  if (Array.isArray(a) !== Array.isArray(b)) return `${at}: array vs object`;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const found = firstDifference(
      a[key],
      b[key],
      Array.isArray(a) ? `${at}[${key}]` : at ? `${at}.${key}` : key,
    );
    if (found) return found;
  }
  return null;
}

async function compareWithLimit(appUrl, limitUrl, token, requestPath) {
  const fetchJson = async (base) =>
    (await fetch(`${base}${requestPath}`, { headers: { authorization: token } })).json();
  const [app, limit] = await Promise.all([fetchJson(appUrl), fetchJson(limitUrl)]);
  return {
    path: requestPath,
    same: isDeepStrictEqual(app, limit),
    difference: firstDifference(app, limit),
    total: app.total,
    items: app.items?.length,
  };
}

const rssNow = (pid) => {
  const memory = memoryOf(pid);
  return memory ? Math.round(memory.rssMb) : null;
};

/** Signs the benchmark user in, as a person opening the app would, and reads their profile. */
async function signIn(baseUrl, user) {
  const call = async (requestPath, init) => {
    const response = await fetch(`${baseUrl}/api${requestPath}`, init);
    if (!response.ok) throw new Error(`${requestPath}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const session = await call("/v1/users/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: user.email, password: user.password }),
  });
  await call("/v1/users/self", { headers: { authorization: session.token } });
}

/** RSS once a second for `seconds` with no requests: the readings, and the last one. */
async function idleMemory(pid, seconds) {
  const readings = [];
  for (let second = 1; second <= seconds; second++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    readings.push(rssNow(pid));
  }
  return { readings, last: readings.at(-1) ?? null };
}

async function main() {
  const { user, seed } = await prepareInventory();
  if (options.postgresUrl || options.analyze) {
    log("ANALYZE");
    await analyze(databaseUrl);
  }

  const cpuProfileDir = options.cpuProfile ? path.join(dataDir, "cpu-profile") : undefined;
  // A reused data directory holds the profiles of earlier runs; the largest is taken as the server's.
  if (cpuProfileDir) rmSync(cpuProfileDir, { recursive: true, force: true });
  // The responsiveness scenario tells the server's own long work from waiting for a core (Linux).
  const stallReport =
    options.scenarios.includes("responsiveness") && process.platform === "linux"
      ? path.join(dataDir, "loop-stalls.jsonl")
      : undefined;
  if (stallReport) rmSync(stallReport, { force: true });
  log("starting the production server for the measurements");
  const server = await startCairn({
    dataDir,
    databaseUrl: options.postgresUrl ?? undefined,
    cpuProfileDir,
    stallReport,
    log,
  });
  const idleRssMb = Math.round(memoryOf(server.pid)?.rssMb ?? 0);
  if (options.soak) return soak({ server, user, seed, idleRssMb });
  // The server's memory at each phase of the run (README: "Benchmark").
  const memory = { afterStart: idleRssMb };
  await signIn(server.baseUrl, user);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  memory.afterSignIn = rssNow(server.pid);
  log(`after start ${memory.afterStart} MB RSS, after the first sign-in ${memory.afterSignIn} MB`);
  const limit = options.limitServer ? await startLimitServer({ databaseUrl, log }) : null;
  log(
    `server pid ${server.pid} at ${server.baseUrl} (idle RSS ${idleRssMb} MB)${limit ? `, limit server at ${limit.baseUrl}` : ""}`,
  );

  const scenarios = buildScenarios(seed);
  const comparisons = limit
    ? [
        await compareWithLimit(server.baseUrl, limit.baseUrl, user.token, scenarios.get("list").next().path),
        await compareWithLimit(
          server.baseUrl,
          limit.baseUrl,
          user.token,
          scenarios.get("search").next().path,
        ),
      ]
    : [];
  for (const comparison of comparisons)
    log(
      `app vs limit server on ${comparison.path}: ${comparison.same ? "identical answers" : `ANSWERS DIFFER at ${comparison.difference}`}`,
    );

  const rows = [];
  const run = async (target, scenario, connections) => {
    const pid = target === limit ? limit.pid : server.pid;
    // PostgreSQL backends name their database in their command line: "postgres: user db host idle".
    const database = options.postgresUrl
      ? { command: "postgres", name: ` ${new URL(options.postgresUrl).pathname.slice(1)} ` }
      : undefined;
    const common = {
      baseUrl: target.baseUrl,
      token: user.token,
      scenario,
      connections,
      pid,
      database,
    };
    await drive({ ...common, amount: connections * 3 + 10 });
    const measured = await drive({ ...common, durationSeconds: options.durationSeconds });
    const row = {
      server: target === limit ? "limit" : "app",
      scenario: scenario.name,
      connections,
      ...measured,
    };
    rows.push(row);
    log(
      `${row.server.padEnd(5)} ${row.scenario.padEnd(6)} ×${String(connections).padEnd(2)} ` +
        `${row.rps} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms` +
        (row.failed > 0 ? `  FAILED ${row.failed} ${JSON.stringify(row.statuses)}` : ""),
    );
  };
  for (const name of SCENARIO_NAMES.filter((scenario) => options.scenarios.includes(scenario))) {
    const scenario = scenarios.get(name);
    for (const connections of options.connections) {
      if (limit && scenario.limitServer) await run(limit, scenario, connections);
      await run(server, scenario, connections);
    }
  }

  // The peak under request load is read before the file scenarios, which report their own.
  const peakRssMb = Math.round(memoryOf(server.pid)?.peakMb ?? 0) || null;
  if (rows.length > 0) memory.loadPeak = peakRssMb;
  const fileScenarios = FILE_SCENARIO_NAMES.filter((name) => options.scenarios.includes(name));
  const files =
    fileScenarios.length > 0
      ? await runFileScenarios({
          names: fileScenarios,
          baseUrl: server.baseUrl,
          pid: server.pid,
          token: user.token,
          importRows: options.importRows,
          responsivenessOnly: options.responsivenessOnly,
          stallReport,
          photos: options.photos,
          itemIds: seed.sampleItemIds,
          log,
        })
      : null;
  memory.exportPeak = files?.export?.peakRssMb ?? null;
  let idle = null;
  if (options.idleSeconds > 0) {
    log(`waiting ${options.idleSeconds} s without requests, reading the server's memory`);
    idle = await idleMemory(server.pid, options.idleSeconds);
    memory.afterIdle = idle.last;
  }
  await cleanUp();

  const checks = checkTargets(rows, peakRssMb);
  if (rows.length > 0) {
    console.log(`\n${database} · ${seed.entities} entities · ${options.durationSeconds} s per run\n`);
    console.log(formatTable(rows, checks, peakRssMb));
  }
  if (seed.imports?.length) console.log(`\n${database} · ${formatImports(seed.imports)}`);
  if (files) console.log(`\n${database} · file scenarios\n${formatFileResults(files)}`);
  console.log(`\n${formatMemory(memory, options.idleSeconds)}`);
  let profile = null;
  if (cpuProfileDir) {
    profile = summarizeProfile(serverProfile(cpuProfileDir), 30);
    console.log(`\n${formatProfile(profile)}`);
  }

  const results = {
    date: new Date(startedAt).toISOString(),
    database,
    mode: options.quick ? "quick" : options.custom ? "custom" : "full",
    options: {
      durationSeconds: options.durationSeconds,
      connections: options.connections,
      scenarios: options.scenarios,
      importRows: options.importRows,
      photos: options.photos,
      idleSeconds: options.idleSeconds,
      analyze: Boolean(options.postgresUrl || options.analyze),
      seedImport: options.seedImport,
      cpuProfile: options.cpuProfile,
    },
    ...environment(),
    inventory: {
      entities: seed.entities,
      items: seed.items,
      locations: seed.locations,
      tags: seed.tags,
      entityTags: seed.entityTags,
      customFields: seed.customFields,
      maintenanceEntries: seed.maintenanceEntries,
      seedSeconds: reusing ? null : Number((seed.ms / 1000).toFixed(1)),
      searchTerms: seed.searchTerms,
      seededThrough: options.seedImport ? "csv-import" : "data-layer",
      imports: seed.imports ?? null,
    },
    server: { idleRssMb, peakRssMb },
    memory: { ...memory, idleSeconds: options.idleSeconds, idleReadings: idle?.readings ?? [] },
    limitComparisons: comparisons,
    results: rows,
    files,
    targets: checks,
    ...(profile ? { cpuProfile: profile } : {}),
  };
  const standard = results.mode === "full";
  const output = path.resolve(
    options.output ??
      path.join(
        root,
        standard ? "bench/results" : ".bench-data/results",
        `${stamp}-${database}${standard ? "" : `-${results.mode}`}.json`,
      ),
  );
  await writeResults(output, results);
  console.log(`\nresults: ${path.relative(process.cwd(), output)}`);
  if (options.keepData || options.cpuProfile)
    console.log(`data kept in ${path.relative(process.cwd(), dataDir)}`);
}

main().then(
  () => process.exit(0),
  (error) => abort(error instanceof Error ? (error.stack ?? error.message) : String(error), 1),
);
