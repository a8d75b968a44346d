// `npm run bench -- --soak`: mixed traffic (80% reads: get, list, search, tree; 20% writes: create,
// update, delete) against the production server. A short ramp finds the highest rate at which p99
// stays under the target with no errors; the run then holds 90% of that rate for --duration seconds
// (default 600), reporting every minute the throughput, p50/p99, errors and the server's RSS, and
// flags memory that keeps growing after the first (warm-up) minute.
//
// The load is open-loop: requests are sent on a fixed schedule whether or not earlier ones have
// answered, and each latency counts from the moment its request was due, so a server that falls
// behind shows it in p99 (no coordinated omission). At most MAX_IN_FLIGHT requests are open at once.
import http from "node:http";
import os from "node:os";
import { percentile } from "./drive.mjs";
import { memoryOf } from "./processes.mjs";
import { buildScenarios } from "./scenarios.mjs";

export const SOAK_P99_TARGET_MS = 100;
const MAX_IN_FLIGHT = 64;
/** Share of the highest passing ramp rate that the soak holds (room for the machine's noise). */
const HOLD_SHARE = 0.9;
/** RSS growth after warm-up beyond both of these is flagged. */
const GROWTH_FLAG_MB = 30;
const GROWTH_FLAG_SHARE = 0.1;

/** The mix: weights in percent. Deletes remove entities the soak itself created. */
export const SOAK_MIX = [
  { kind: "get", weight: 30 },
  { kind: "list", weight: 20 },
  { kind: "search", weight: 15 },
  { kind: "tree", weight: 15 },
  { kind: "create", weight: 8 },
  { kind: "update", weight: 7 },
  { kind: "delete", weight: 5 },
];

const round = (value, digits = 1) => (value === null ? null : Number(value.toFixed(digits)));

/** Deterministic stream of numbers in [0, 1). */
function stream(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

/**
 * The request source: each call gives the next request of the mix. Creates remember their ids so
 * that deletes have something of their own to remove (a delete with none left becomes a create).
 */
function mixedTraffic(seed) {
  const scenarios = buildScenarios(seed);
  const random = stream(7);
  const created = [];
  const total = SOAK_MIX.reduce((sum, entry) => sum + entry.weight, 0);
  const kindAt = (value) => {
    let left = value * total;
    for (const entry of SOAK_MIX) {
      left -= entry.weight;
      if (left < 0) return entry.kind;
    }
    return SOAK_MIX.at(-1).kind;
  };
  return {
    next() {
      let kind = kindAt(random());
      if (kind === "delete" && created.length === 0) kind = "create";
      if (kind === "delete") {
        const id = created.splice(Math.floor(random() * created.length), 1)[0];
        return { kind, method: "DELETE", path: `/api/v1/entities/${id}` };
      }
      const request = scenarios.get(kind).next();
      return { kind, method: request.method ?? "GET", path: request.path, body: request.body };
    },
    /** Called with a create's answer. */
    remember(body) {
      try {
        const id = JSON.parse(body).id;
        if (id) created.push(id);
      } catch {
        // counted as an error by the caller
      }
    },
  };
}

/**
 * Sends requests at `rate` per second for `seconds`, calling `onWindow` with the statistics of
 * every `windowSeconds`; returns the statistics of the whole span.
 */
async function drive({ baseUrl, token, traffic, rate, seconds, windowSeconds, pid, onWindow }) {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT });
  const all = newWindow();
  let window = newWindow();
  let inFlight = 0;
  /** @type {Array<() => void>} */
  const waiting = [];
  const startedAt = performance.now();
  const interval = 1000 / rate;
  const total = Math.floor(rate * seconds);
  let windowIndex = 0;
  const pending = new Set();

  function newWindow() {
    return { latencies: [], errors: 0, statuses: {}, kinds: {}, startedAt: performance.now() };
  }
  const record = (target, kind, status, latency, failed) => {
    target.latencies.push(latency);
    target.statuses[status] = (target.statuses[status] ?? 0) + 1;
    (target.kinds[kind] ??= []).push(latency);
    if (failed) target.errors++;
  };
  const flushWindow = () => {
    const finished = window;
    window = newWindow();
    windowIndex++;
    onWindow?.(summarize(finished, (performance.now() - finished.startedAt) / 1000, pid), windowIndex);
  };

  const send = (request, dueAt) =>
    new Promise((resolve) => {
      const body = request.body ? Buffer.from(request.body) : undefined;
      const outgoing = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: request.method,
          path: request.path,
          agent,
          headers: {
            authorization: token,
            ...(body ? { "content-type": "application/json", "content-length": body.length } : {}),
          },
          timeout: 30_000,
        },
        (response) => {
          const chunks = [];
          response.on("data", (chunk) => chunks.push(chunk));
          response.on("end", () => {
            const status = response.statusCode ?? 0;
            const failed = status < 200 || status >= 300;
            if (request.kind === "create" && !failed) traffic.remember(Buffer.concat(chunks).toString());
            resolve({ status, failed });
          });
          response.on("error", () => resolve({ status: "error", failed: true }));
        },
      );
      outgoing.on("timeout", () => outgoing.destroy(new Error("timeout")));
      outgoing.on("error", () => resolve({ status: "error", failed: true }));
      outgoing.end(body);
    }).then(({ status, failed }) => {
      const latency = performance.now() - dueAt;
      record(window, request.kind, status, latency, failed);
      record(all, request.kind, status, latency, failed);
    });

  const acquire = () =>
    inFlight < MAX_IN_FLIGHT ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
  let nextWindowAt = startedAt + windowSeconds * 1000;
  for (let index = 0; index < total; index++) {
    const dueAt = startedAt + index * interval;
    const wait = dueAt - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    if (onWindow && performance.now() >= nextWindowAt) {
      flushWindow();
      nextWindowAt += windowSeconds * 1000;
    }
    await acquire();
    inFlight++;
    const done = send(traffic.next(), dueAt).finally(() => {
      inFlight--;
      pending.delete(done);
      waiting.shift()?.();
    });
    pending.add(done);
  }
  await Promise.all(pending);
  if (onWindow && window.latencies.length > 0) flushWindow();
  agent.destroy();
  return summarize(all, (performance.now() - startedAt) / 1000, pid);
}

function summarize(window, seconds, pid) {
  const sorted = [...window.latencies].sort((a, b) => a - b);
  return {
    seconds: round(seconds),
    requests: sorted.length,
    rps: round(sorted.length / seconds),
    p50: round(percentile(sorted, 0.5), 2),
    p99: round(percentile(sorted, 0.99), 2),
    max: round(sorted.at(-1) ?? null, 2),
    errors: window.errors,
    statuses: window.statuses,
    kinds: Object.fromEntries(
      Object.entries(window.kinds).map(([kind, latencies]) => {
        const ordered = [...latencies].sort((a, b) => a - b);
        const at = (fraction) => round(percentile(ordered, fraction), 2);
        return [kind, { requests: ordered.length, p50: at(0.5), p99: at(0.99) }];
      }),
    ),
    rssMb: pid ? Math.round(memoryOf(pid)?.rssMb ?? 0) : null,
    /** The machine's 1-minute load average: other processes share the CPU. */
    load1m: round(os.loadavg()[0], 2),
  };
}

/**
 * Steps the rate up by `factor` every `stepSeconds` until a step misses p99 < target, has errors or
 * cannot be sent at its rate; the last step that passed is the sustainable rate.
 */
async function ramp({ baseUrl, token, traffic, pid, stepSeconds, startRate, log }) {
  const steps = [];
  let rate = startRate;
  let best = null;
  for (;;) {
    const step = await drive({ baseUrl, token, traffic, rate, seconds: stepSeconds, pid });
    const passed = step.errors === 0 && step.p99 < SOAK_P99_TARGET_MS && step.rps >= rate * 0.9;
    steps.push({ rate: round(rate), ...step, passed });
    log(
      `ramp ${round(rate)} req/s: ${step.rps} req/s, p50 ${step.p50} ms, p99 ${step.p99} ms, ` +
        `${step.errors} errors, RSS ${step.rssMb} MB → ${passed ? "ok" : "too fast"}`,
    );
    if (!passed) break;
    best = rate;
    rate *= 1.3;
  }
  return { steps, sustainableRate: best };
}

/**
 * The soak: ramp, then hold. `log` gets one line per minute.
 * @returns {Promise<Record<string, unknown>>} the result for the JSON file
 */
export async function runSoak({ baseUrl, token, seed, pid, durationSeconds, rampStepSeconds, log }) {
  const traffic = mixedTraffic(seed);
  log(`warm-up: 200 requests of the mix at 20 req/s`);
  await drive({ baseUrl, token, traffic, rate: 20, seconds: 10, pid });
  const found = await ramp({
    baseUrl,
    token,
    traffic,
    pid,
    stepSeconds: rampStepSeconds,
    startRate: 5,
    log,
  });
  if (found.sustainableRate === null) {
    log(`even 5 req/s misses p99 < ${SOAK_P99_TARGET_MS} ms: holding 5 req/s`);
  }
  const rate = round(found.sustainableRate === null ? 5 : found.sustainableRate * HOLD_SHARE);
  const windowSeconds = Math.min(60, durationSeconds);
  log(`holding ${rate} req/s for ${durationSeconds} s, a report every ${windowSeconds} s`);
  const windows = [];
  const overall = await drive({
    baseUrl,
    token,
    traffic,
    rate,
    seconds: durationSeconds,
    windowSeconds,
    pid,
    onWindow: (window, index) => {
      windows.push({ minute: index, ...window });
      log(
        `${String(index).padStart(2)}: ${window.rps} req/s  p50 ${window.p50} ms  p99 ${window.p99} ms  ` +
          `errors ${window.errors}  RSS ${window.rssMb} MB  load ${window.load1m}`,
      );
    },
  });
  const memory = memoryGrowth(windows);
  return {
    p99TargetMs: SOAK_P99_TARGET_MS,
    mix: SOAK_MIX,
    ramp: found,
    heldRate: rate,
    durationSeconds,
    windowSeconds,
    windows,
    overall,
    memory,
    verdict: {
      errors: overall.errors === 0 ? "ok" : `${overall.errors} errors`,
      p99: windows.every((window) => window.p99 < SOAK_P99_TARGET_MS)
        ? "ok"
        : `p99 over ${SOAK_P99_TARGET_MS} ms in ${windows.filter((w) => w.p99 >= SOAK_P99_TARGET_MS).length} windows`,
      memory: memory.flag ? memory.flag : "ok",
    },
  };
}

/**
 * RSS after the warm-up window: the least squares slope (MB per window) and the growth from the
 * lowest to the last reading; growth beyond both limits is flagged.
 */
export function memoryGrowth(windows) {
  const after = windows.slice(1).filter((window) => window.rssMb);
  if (after.length < 2)
    return { afterWarmUpMb: after.map((w) => w.rssMb), slopeMbPerWindow: null, flag: null };
  const xs = after.map((_, index) => index);
  const ys = after.map((window) => window.rssMb);
  const meanX = xs.reduce((a, b) => a + b, 0) / xs.length;
  const meanY = ys.reduce((a, b) => a + b, 0) / ys.length;
  const slope =
    xs.reduce((sum, x, i) => sum + (x - meanX) * (ys[i] - meanY), 0) /
    xs.reduce((sum, x) => sum + (x - meanX) ** 2, 0);
  const lowest = Math.min(...ys);
  const growthMb = ys.at(-1) - lowest;
  const grows = growthMb > GROWTH_FLAG_MB && growthMb > lowest * GROWTH_FLAG_SHARE && slope > 0;
  return {
    afterWarmUpMb: ys,
    slopeMbPerWindow: round(slope, 2),
    growthMb,
    flag: grows ? `RSS grew ${growthMb} MB after warm-up (${round(slope, 2)} MB per window)` : null,
  };
}
