// Drives one scenario against one server with autocannon (programmatic API). Latencies are taken
// from every response at full resolution (autocannon's own histogram rounds to whole ms), and the
// server's CPU time and resident memory are read from /proc around the run.
import autocannon from "autocannon";
import { cpuByProcess, cpuMsOf, cpuSpentBetween, machineBusyMs, sampleMemory } from "./processes.mjs";

/** @type {{ stop: () => void } | null} */
let running = null;
let stopped = false;

/** Stops the run in progress (Ctrl-C) and refuses further ones. */
export function stopRunning() {
  stopped = true;
  running?.stop();
}

/** The value at `fraction` of an ascending array (nearest rank); null when empty. */
export function percentile(sorted, fraction) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

const round = (value, digits = 2) => (value === null ? null : Number(value.toFixed(digits)));

/**
 * @param {{ baseUrl: string, token: string, scenario: import("./scenarios.mjs").Scenario,
 *   connections: number, durationSeconds?: number, amount?: number, pid?: number,
 *   database?: { command: string, name: string } }} options
 *   amount: a fixed number of requests instead of a duration (warm-up)
 *   database: the database server's processes serving this database, whose CPU time is counted
 *     apart (PostgreSQL: command "postgres", and the database name as it shows in their command line)
 */
export async function drive({
  baseUrl,
  token,
  scenario,
  connections,
  durationSeconds,
  amount,
  pid,
  database,
}) {
  if (stopped) throw new Error("the benchmark is stopping");
  const latencies = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  const cpuBefore = pid ? cpuMsOf(pid) : 0;
  const databaseBefore = database ? cpuByProcess(database.command, database.name) : null;
  const machineBefore = machineBusyMs();
  const ownBefore = process.cpuUsage();
  const memory = pid ? sampleMemory(pid) : null;
  const startedAt = performance.now();
  const instance = autocannon({
    url: baseUrl,
    connections,
    ...(amount ? { amount } : { duration: durationSeconds }),
    timeout: 30,
    headers: { authorization: token, "content-type": "application/json" },
    requests: [{ setupRequest: (request) => ({ ...request, ...scenario.next() }) }],
  });
  running = instance;
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  running = null;
  const seconds = (performance.now() - startedAt) / 1000;
  const cpuMs = pid ? cpuMsOf(pid) - cpuBefore : 0;
  const own = process.cpuUsage(ownBefore);
  const databaseMs = databaseBefore
    ? cpuSpentBetween(databaseBefore, cpuByProcess(database.command, database.name))
    : 0;
  // Whatever else kept the machine busy meanwhile (other processes): numbers taken on a busy
  // machine are not comparable, so each run says how busy it was.
  const otherMs = machineBusyMs() - machineBefore - cpuMs - databaseMs - (own.user + own.system) / 1000;
  const peakRssMb = memory ? memory.stop() : null;

  latencies.sort((a, b) => a - b);
  const ok = Object.entries(statuses)
    .filter(([status]) => status.startsWith("2"))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    requests: latencies.length,
    failed: latencies.length - ok + result.errors + result.timeouts,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    seconds: round(seconds),
    rps: round(latencies.length / seconds, 1),
    p50: round(percentile(latencies, 0.5)),
    p90: round(percentile(latencies, 0.9)),
    p95: round(percentile(latencies, 0.95)),
    p99: round(percentile(latencies, 0.99)),
    max: round(latencies.at(-1) ?? null),
    cpuMsPerRequest: pid && latencies.length > 0 ? round(cpuMs / latencies.length) : null,
    databaseCpuMsPerRequest: database && latencies.length > 0 ? round(databaseMs / latencies.length) : null,
    peakRssMb: peakRssMb === null ? null : Math.round(peakRssMb),
    otherCpuCores: round(Math.max(0, otherMs) / 1000 / seconds),
  };
}
