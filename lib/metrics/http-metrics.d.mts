import type { IntervalHistogram } from "node:perf_hooks";

export type Histogram = { count: number; sum: number; buckets: number[] };
export type HttpMetrics = {
  /** Keyed by JSON [method, route, status]. */
  requests: Map<string, number>;
  /** Keyed by JSON [method, route]. */
  durations: Map<string, Histogram>;
  loop: IntervalHistogram;
};
export declare const DURATION_BUCKETS: number[];
export declare function httpMetrics(): HttpMetrics;
export declare function recordRequest(request: {
  method: string;
  route: string;
  status: number;
  seconds: number;
}): void;
