// How long the event loop keeps callbacks waiting, for GET /api/metrics: a histogram of the delays
// since the server started listening, and the largest delay of the last minute. Node's native
// monitor samples the loop every RESOLUTION_MS without running JavaScript; once a second its
// figures are folded in here and it starts afresh. Kept on globalThis: scripts/server.mjs starts it
// and the Next.js bundle, which loads this file as another module, reads it.
import { monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";

/** Bucket bounds in seconds. A delay past 0.05 s is a request that blocked the loop too long. */
export const LOOP_DELAY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
export const RESOLUTION_MS = 20;
/** Seconds over which the recent maximum is taken. */
export const RECENT_SECONDS = 60;

/**
 * @typedef {{ count: number, sum: number, buckets: number[], recentMaxima: number[], gcMaxima: number[] }} LoopDelays
 *   buckets: cumulative counts per LOOP_DELAY_BUCKETS bound; recentMaxima: the largest delay of
 *   each of the last RECENT_SECONDS folds, newest last (seconds); gcMaxima: likewise the longest
 *   garbage collection pause of each fold (seconds)
 * @typedef {{ count: number, mean: number, max: number, percentiles: Map<number, number> }} Snapshot
 *   a monitor's figures in nanoseconds, as perf_hooks reports them
 */

/** @returns {LoopDelays} */
export function emptyLoopDelays() {
  return { count: 0, sum: 0, buckets: LOOP_DELAY_BUCKETS.map(() => 0), recentMaxima: [], gcMaxima: [] };
}

/**
 * Adds the longest garbage collection pause of one fold (seconds). Beside the loop's delays it
 * tells a stall of the collector from one of the app's own code.
 * @param {LoopDelays} delays
 * @param {number} longestSeconds
 */
export function foldGcPause(delays, longestSeconds) {
  delays.gcMaxima.push(longestSeconds);
  if (delays.gcMaxima.length > RECENT_SECONDS) delays.gcMaxima.shift();
  return delays;
}

/**
 * Adds one snapshot of the monitor to `delays`. The monitor measures the time between its timer's
 * runs, so an idle loop reads RESOLUTION_MS: the delay is what exceeds it. Per bucket, the samples
 * at or under its bound are counted from the snapshot's percentiles (the highest percentile whose
 * value fits), which is exact at the percentile steps and close between them.
 * @param {LoopDelays} delays
 * @param {Snapshot} snapshot
 * @param {number} resolutionMs
 */
export function foldSnapshot(delays, snapshot, resolutionMs = RESOLUTION_MS) {
  const excess = (/** @type {number} */ nanoseconds) => Math.max(0, nanoseconds / 1e9 - resolutionMs / 1000);
  const count = Number.isFinite(snapshot.count) ? snapshot.count : 0;
  const max = count > 0 ? excess(snapshot.max) : 0;
  delays.recentMaxima.push(max);
  if (delays.recentMaxima.length > RECENT_SECONDS) delays.recentMaxima.shift();
  if (count === 0) return delays;
  const steps = [...snapshot.percentiles.entries()]
    .map(([percentile, value]) => ({ fraction: percentile / 100, delay: excess(value) }))
    .sort((a, b) => a.fraction - b.fraction);
  LOOP_DELAY_BUCKETS.forEach((bound, index) => {
    let fraction = 0;
    for (const step of steps) if (step.delay <= bound) fraction = Math.max(fraction, step.fraction);
    if (max <= bound) fraction = 1;
    delays.buckets[index] = /** @type {number} */ (delays.buckets[index]) + Math.round(fraction * count);
  });
  delays.count += count;
  delays.sum += excess(snapshot.mean) * count;
  return delays;
}

const holder = /** @type {typeof globalThis & { __cairnLoopDelays?: LoopDelays }} */ (globalThis);

/** Starts recording (once per process); the timer does not keep the process alive. */
export function startLoopDelayRecorder() {
  if (holder.__cairnLoopDelays) return;
  const delays = emptyLoopDelays();
  holder.__cairnLoopDelays = delays;
  const monitor = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  monitor.enable();
  let longestGc = 0;
  // One entry per collection (a few hundred a second at most, during an export): a comparison each.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestGc = Math.max(longestGc, entry.duration / 1000);
  }).observe({ entryTypes: ["gc"] });
  setInterval(() => {
    foldSnapshot(delays, monitor);
    monitor.reset();
    foldGcPause(delays, longestGc);
    longestGc = 0;
  }, 1000).unref();
}

/** The delays recorded so far; undefined when nothing records them (tests, scripts). */
export function loopDelays() {
  return holder.__cairnLoopDelays;
}
