// Request counts and latencies of this process, recorded by scripts/start.mjs as each API request
// finishes and rendered by GET /api/metrics. Kept on globalThis: start.mjs and the Next.js bundle
// load this file as two modules but must share one set of numbers.
import { monitorEventLoopDelay } from "node:perf_hooks";

/** Histogram bucket bounds in seconds. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * @typedef {{ count: number, sum: number, buckets: number[] }} Histogram
 * @typedef {{ requests: Map<string, number>, durations: Map<string, Histogram>, loop: import("node:perf_hooks").IntervalHistogram }} HttpMetrics
 */

const holder = /** @type {typeof globalThis & { __cairnHttpMetrics?: HttpMetrics }} */ (globalThis);

/** @returns {HttpMetrics} */
export function httpMetrics() {
  if (!holder.__cairnHttpMetrics) {
    const loop = monitorEventLoopDelay({ resolution: 20 });
    loop.enable();
    holder.__cairnHttpMetrics = { requests: new Map(), durations: new Map(), loop };
  }
  return holder.__cairnHttpMetrics;
}

/**
 * @param {{ method: string, route: string, status: number, seconds: number }} request
 */
export function recordRequest({ method, route, status, seconds }) {
  const metrics = httpMetrics();
  const countKey = JSON.stringify([method, route, String(status)]);
  metrics.requests.set(countKey, (metrics.requests.get(countKey) ?? 0) + 1);
  const durationKey = JSON.stringify([method, route]);
  let histogram = metrics.durations.get(durationKey);
  if (!histogram) {
    histogram = { count: 0, sum: 0, buckets: DURATION_BUCKETS.map(() => 0) };
    metrics.durations.set(durationKey, histogram);
  }
  histogram.count += 1;
  histogram.sum += seconds;
  DURATION_BUCKETS.forEach((bound, index) => {
    if (seconds <= bound) histogram.buckets[index] = /** @type {number} */ (histogram.buckets[index]) + 1;
  });
}
