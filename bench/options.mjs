// Command line of `npm run bench`.
import { FILE_SCENARIO_NAMES } from "./file-scenarios.mjs";
import { SCENARIO_NAMES } from "./scenarios.mjs";

const ALL_SCENARIOS = [...SCENARIO_NAMES, ...FILE_SCENARIO_NAMES];

export const USAGE = `npm run bench -- [options]

  --quick              smoke run: 10k entities, 3 s per scenario
  --duration <s>       seconds per scenario and connection count (default 10)
  --entities <n>       entities to seed, locations included (default 100000)
  --connections <list> connection counts (default 1,10)
  --only <list>        scenarios to run, of ${ALL_SCENARIOS.join(",")}
  --import-rows <n>    rows of the CSV import scenario (default 10000)
  --responsiveness-only <sheet|export>
                       run one of the responsiveness scenario's two requests, to tell which one
                       holds the event loop
  --photos <n>         5 MB photos of the upload scenario (default 20)
  --postgres           run on PostgreSQL: BENCH_DATABASE_URL names an empty scratch database
  --seed-import        seed by POSTing generated HomeBox CSV files (50,000 rows each, nested
                       locations, tags, custom fields, notes) through the real import route;
                       --entities counts the rows, the locations their paths need come on top
  --analyze            run ANALYZE on SQLite after seeding (PostgreSQL is always analyzed)
  --no-limit           skip the limit server
  --cpu-prof           profile the server (node --cpu-prof) and print where its time went
  --keep-data          keep .bench-data/<run> for a later --data-dir
  --data-dir <dir>     reuse a seeded data directory kept by --keep-data (no seeding); with
                       --postgres, the same BENCH_DATABASE_URL it was seeded into, left as it was
  --output <file>      results file (default: bench/results/<date>-<db>.json for full runs,
                       .bench-data/results/ for quick and custom runs)
  --idle <s>           seconds to wait after the last scenario before the final memory reading
                       (default 60; 0 skips it)
  --max-minutes <n>    stop everything after this long (default 30)
  --soak               soak instead: a short ramp finds the highest rate of mixed traffic (80% reads,
                       20% writes) with p99 < 100 ms, then holds it for --duration seconds (default
                       600), reporting every minute (throughput, p50/p99, errors, server RSS)
  --ramp-step <s>      seconds per ramp step of --soak (default 10)`;

function list(value, name) {
  if (!value) throw new Error(`${name} needs a value`);
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

function positive(value, name) {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number`);
  return number;
}

/** @param {string[]} argv */
export function parseOptions(argv, env = process.env) {
  const options = {
    quick: false,
    durationSeconds: 10,
    entities: 100_000,
    locations: 2_000,
    tags: 200,
    connections: [1, 10],
    scenarios: [...ALL_SCENARIOS],
    importRows: 10_000,
    responsivenessOnly: /** @type {"sheet" | "export" | undefined} */ (undefined),
    photos: 20,
    postgresUrl: /** @type {string | null} */ (null),
    analyze: false,
    seedImport: false,
    limitServer: true,
    cpuProfile: false,
    keepData: false,
    dataDir: /** @type {string | null} */ (null),
    output: /** @type {string | null} */ (null),
    maxMinutes: 30,
    idleSeconds: 60,
    soak: false,
    rampStepSeconds: 10,
    custom: false,
    help: false,
  };
  let explicitDuration = false;
  let explicitEntities = false;
  let postgres = false;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    const value = () => argv[++index];
    switch (arg) {
      case "--quick":
        options.quick = true;
        break;
      case "--duration":
        options.durationSeconds = positive(value(), arg);
        explicitDuration = true;
        break;
      case "--entities":
        options.entities = Math.round(positive(value(), arg));
        explicitEntities = true;
        break;
      case "--connections":
        options.connections = list(value(), arg).map((item) => Math.round(positive(item, arg)));
        options.custom = true;
        break;
      case "--only":
        options.scenarios = list(value(), arg);
        for (const name of options.scenarios)
          if (!ALL_SCENARIOS.includes(name)) throw new Error(`unknown scenario ${name}`);
        options.custom = true;
        break;
      case "--responsiveness-only": {
        const only = value();
        if (only !== "sheet" && only !== "export") throw new Error(`${arg} takes sheet or export`);
        options.responsivenessOnly = only;
        options.custom = true;
        break;
      }
      case "--import-rows":
        options.importRows = Math.round(positive(value(), arg));
        options.custom = true;
        break;
      case "--photos":
        options.photos = Math.round(positive(value(), arg));
        options.custom = true;
        break;
      case "--postgres":
        postgres = true;
        break;
      case "--seed-import":
        options.seedImport = true;
        options.custom = true;
        break;
      case "--analyze":
        options.analyze = true;
        options.custom = true;
        break;
      case "--no-limit":
        options.limitServer = false;
        break;
      case "--cpu-prof":
        options.cpuProfile = true;
        options.custom = true;
        break;
      case "--keep-data":
        options.keepData = true;
        break;
      case "--data-dir":
        options.dataDir = value() ?? null;
        if (!options.dataDir) throw new Error("--data-dir needs a directory");
        break;
      case "--output":
        options.output = value() ?? null;
        break;
      case "--max-minutes":
        options.maxMinutes = positive(value(), arg);
        break;
      case "--idle":
        options.idleSeconds = Number(value());
        if (!Number.isFinite(options.idleSeconds) || options.idleSeconds < 0)
          throw new Error("--idle must be 0 or more seconds");
        break;
      case "--soak":
        options.soak = true;
        break;
      case "--ramp-step":
        options.rampStepSeconds = positive(value(), arg);
        options.custom = true;
        break;
      case "-h":
      case "--help":
        options.help = true;
        break;
      default:
        throw new Error(`unknown option ${arg}\n\n${USAGE}`);
    }
  }
  if (options.soak && !explicitDuration) options.durationSeconds = 600;
  if (options.quick) {
    if (!explicitDuration) options.durationSeconds = 3;
    if (!explicitEntities) options.entities = 10_000;
    options.importRows = Math.min(options.importRows, 1_000);
    options.photos = Math.min(options.photos, 3);
  } else if (explicitDuration || explicitEntities) {
    options.custom = true;
  }
  if (postgres || env.BENCH_DATABASE_URL) {
    if (!env.BENCH_DATABASE_URL)
      throw new Error(
        "--postgres needs BENCH_DATABASE_URL: an empty scratch database, e.g. postgresql://cairn:cairn@127.0.0.1:5432/cairn_bench",
      );
    if (!/^postgres(ql)?:\/\//.test(env.BENCH_DATABASE_URL))
      throw new Error("BENCH_DATABASE_URL must be a postgresql:// URL");
    options.postgresUrl = env.BENCH_DATABASE_URL;
  }
  if (options.dataDir) options.custom = true;
  return options;
}
