// The responsiveness scenario of `npm run bench`: while a 500-label sheet PDF and the CSV export
// of the whole inventory run at once, GET /api/v1/status is polled without pause. Its latency
// shows whether the heavy requests hold the event loop; the server's own record of the loop's
// delays (GET /api/metrics, lib/metrics/event-loop.mjs) says by how much, and the stall probe
// (loop-stall-probe.mjs) how much of each delay the main thread spent running and how much waiting
// for a core.
import { existsSync, readFileSync } from "node:fs";
import { percentile } from "./drive.mjs";
import { sampleMemory } from "./processes.mjs";

/**
 * statusP99Ms: the status poll's p99. loopBlockedMaxMs: the longest the main thread ran while a
 * timer waited (one piece of work holding the loop, or several back to back); the loop's delay
 * also counts the time the ready thread waited for a core, which the app cannot shorten.
 */
export const RESPONSIVENESS_TARGETS = { statusP99Ms: 100, loopBlockedMaxMs: 50 };
export const SHEET_LABELS = 500;
/** lib/metrics/event-loop.mjs keeps the largest delay of this long. */
const RECENT_WINDOW_MS = 61_000;

const round = (value, digits = 1) => (value === null ? null : Number(value.toFixed(digits)));

/** The loop delay figures of /api/metrics: bucket counts by bound, and the recent maximum. */
async function loopFigures(baseUrl) {
  const text = await (await fetch(`${baseUrl}/api/metrics`)).text();
  const buckets = new Map();
  for (const match of text.matchAll(/^nodejs_eventloop_delay_seconds_bucket\{le="([^"]+)"\} (\S+)$/gm))
    buckets.set(match[1], Number(match[2]));
  const max = /^nodejs_eventloop_delay_max_recent_seconds (\S+)$/m.exec(text)?.[1];
  const gc = /^nodejs_gc_pause_max_recent_seconds (\S+)$/m.exec(text)?.[1];
  return {
    buckets,
    maxSeconds: max === undefined ? null : Number(max),
    gcMaxSeconds: gc === undefined ? null : Number(gc),
  };
}

/**
 * The stall probe's lines of the scenario's time (from `from` to `to`, epoch ms): how many timers
 * were late, and the most the main thread ran and waited for a core within one late interval.
 * Nulls when there is no report (the probe runs on Linux only).
 */
export function stallFigures(file, from, to) {
  if (!file || !existsSync(file)) return { loopStalls: null, loopRanMaxMs: null, loopWaitedMaxMs: null };
  const stalls = readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((stall) => {
      const at = Date.parse(stall.at);
      return at >= from && at <= to;
    });
  const most = (key) => (stalls.length === 0 ? 0 : Math.max(...stalls.map((stall) => stall[key])));
  return { loopStalls: stalls.length, loopRanMaxMs: most("ran"), loopWaitedMaxMs: most("waited") };
}

async function drain(response) {
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  return bytes;
}

async function timed(work) {
  const started = performance.now();
  const bytes = await work();
  return { seconds: round((performance.now() - started) / 1000, 2), bytes };
}

/**
 * @param {{ baseUrl: string, pid: number, token: string, itemIds: string[],
 *   log: (line: string) => void, only?: "sheet" | "export", stallReport?: string }} options
 *   only: run one of the two heavy requests (to tell which one holds the loop)
 *   stallReport: the file the server's stall probe writes (see stallFigures)
 */
export async function runResponsiveness({ baseUrl, pid, token, itemIds, log, only, stallReport }) {
  const ids = itemIds.slice(0, SHEET_LABELS);
  const headers = { authorization: token };
  // Each route's code loads on its first request (which holds the loop while it does): a one-label
  // sheet, a one-item export, the status and the metrics first, so what is measured is the work.
  const warmSheet = await fetch(`${baseUrl}/api/v1/labelmaker/sheet`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ ids: ids.slice(0, 1), template: "avery-5160" }),
  });
  await warmSheet.arrayBuffer();
  const warmExport = await fetch(`${baseUrl}/api/v1/entities/export?ids=${ids[0]}`, { headers });
  await warmExport.arrayBuffer();
  if (!warmSheet.ok || !warmExport.ok)
    throw new Error(`warm-up: sheet ${warmSheet.status}, export ${warmExport.status}`);
  // The two routes read during the scenario load on their first request too (about 58 ms here,
  // counted as the scenario's longest delay before they were warmed).
  await (await fetch(`${baseUrl}/api/v1/status`)).arrayBuffer();
  await loopFigures(baseUrl);
  // The recent maximum covers a minute: wait it out, so it holds this scenario's delays only.
  await new Promise((resolve) => setTimeout(resolve, RECENT_WINDOW_MS));
  const before = await loopFigures(baseUrl);
  const memory = sampleMemory(pid, 50);
  const latencies = [];
  let failures = 0;
  let running = true;
  const poll = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${baseUrl}/api/v1/status`);
        await response.arrayBuffer();
        if (!response.ok) failures += 1;
      } catch {
        failures += 1;
      }
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const startedAt = Date.now();
  const none = async () => ({ seconds: null, bytes: 0 });
  const [sheet, csv] = await Promise.all([
    only === "export"
      ? none()
      : timed(async () => {
          const response = await fetch(`${baseUrl}/api/v1/labelmaker/sheet`, {
            method: "POST",
            headers: { ...headers, "content-type": "application/json" },
            body: JSON.stringify({ ids, template: "avery-5160" }),
          });
          if (!response.ok) throw new Error(`label sheet: ${response.status} ${await response.text()}`);
          return drain(response);
        }),
    only === "sheet"
      ? none()
      : timed(async () => {
          const response = await fetch(`${baseUrl}/api/v1/entities/export`, { headers });
          if (!response.ok) throw new Error(`export: ${response.status} ${await response.text()}`);
          return drain(response);
        }),
  ]);
  const seconds = round((performance.now() - started) / 1000, 2);
  const endedAt = Date.now();
  running = false;
  await poll;
  const peakRssMb = Math.round(memory.stop());
  // The recorder folds its figures in once a second.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const after = await loopFigures(baseUrl);
  const count = (figures, bound) => figures.buckets.get(bound) ?? 0;
  const sorted = [...latencies].sort((a, b) => a - b);
  const result = {
    seconds,
    labels: ids.length,
    sheetSeconds: sheet.seconds,
    sheetBytes: sheet.bytes,
    exportSeconds: csv.seconds,
    exportBytes: csv.bytes,
    statusRequests: latencies.length,
    statusFailures: failures,
    statusP50Ms: round(percentile(sorted, 0.5)),
    statusP99Ms: round(percentile(sorted, 0.99)),
    statusMaxMs: round(sorted.at(-1) ?? null),
    // The largest delay of the last minute: this scenario's (it waited a minute before starting).
    loopDelayMaxMs: after.maxSeconds === null ? null : round(after.maxSeconds * 1000),
    // The longest garbage collection pause of that minute: tells the collector's stalls from the code's.
    gcPauseMaxMs: after.gcMaxSeconds === null ? null : round(after.gcMaxSeconds * 1000),
    loopTicksOver50Ms:
      count(after, "+Inf") - count(after, "0.05") - (count(before, "+Inf") - count(before, "0.05")),
    ...stallFigures(stallReport, startedAt, endedAt),
    peakRssMb,
  };
  log(
    `responsiveness: ${result.labels}-label sheet in ${result.sheetSeconds} s and export in ${result.exportSeconds} s; ` +
      `status p50 ${result.statusP50Ms} ms, p99 ${result.statusP99Ms} ms over ${result.statusRequests} requests; ` +
      `loop delay max ${result.loopDelayMaxMs} ms, ${result.loopTicksOver50Ms} ticks over 50 ms; ` +
      `longest GC pause ${result.gcPauseMaxMs} ms; ` +
      `${result.loopStalls ?? "?"} timers over 20 ms late, in which the main thread ran at most ` +
      `${result.loopRanMaxMs ?? "?"} ms and waited for a core at most ${result.loopWaitedMaxMs ?? "?"} ms; ` +
      `peak RSS ${peakRssMb} MB`,
  );
  return result;
}

/** The scenario's line of the printed report. */
export function formatResponsiveness(result) {
  const { statusP99Ms, loopBlockedMaxMs } = RESPONSIVENESS_TARGETS;
  const ok = result.statusP99Ms !== null && result.statusP99Ms < statusP99Ms;
  const blocked =
    result.loopRanMaxMs === null || result.loopRanMaxMs === undefined
      ? "loop held: not measured (Linux only)"
      : `loop held at most ${result.loopRanMaxMs} ms (target ≤${loopBlockedMaxMs}) ` +
        (result.loopRanMaxMs <= loopBlockedMaxMs ? "ok" : "MISSED");
  return (
    `responsiveness  ${result.labels} labels + export  status p99 ${result.statusP99Ms} ms (target <${statusP99Ms}) ` +
    `${ok ? "ok" : "MISSED"}  ${blocked}  loop delay max ${result.loopDelayMaxMs} ms ` +
    `(with waiting for a core: ${result.loopWaitedMaxMs ?? "?"} ms at most)  peak RSS ${result.peakRssMb} MB`
  );
}
