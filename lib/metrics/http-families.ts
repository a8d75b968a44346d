import { DURATION_BUCKETS, httpMetrics } from "./http-metrics.mjs";
import type { Family, Sample } from "./exposition";

/** Request counts by method, route pattern and status, and latencies by method and route pattern. */
export function httpFamilies(): Family[] {
  const metrics = httpMetrics();
  const counts: Sample[] = [...metrics.requests].map(([key, value]) => {
    const [method, route, status] = JSON.parse(key) as [string, string, string];
    return { labels: { method, route, status }, value };
  });
  const durations: Sample[] = [];
  for (const [key, histogram] of metrics.durations) {
    const [method, route] = JSON.parse(key) as [string, string];
    DURATION_BUCKETS.forEach((bound, index) => {
      durations.push({
        suffix: "_bucket",
        labels: { method, route, le: String(bound) },
        value: histogram.buckets[index]!,
      });
    });
    durations.push({ suffix: "_bucket", labels: { method, route, le: "+Inf" }, value: histogram.count });
    durations.push({ suffix: "_sum", labels: { method, route }, value: histogram.sum });
    durations.push({ suffix: "_count", labels: { method, route }, value: histogram.count });
  }
  return [
    {
      name: "http_requests_total",
      help: "API requests answered by this process, by method, route pattern and status.",
      type: "counter",
      samples: counts,
    },
    {
      name: "http_request_duration_seconds",
      help: "Time from an API request's arrival to its answer's end, by method and route pattern.",
      type: "histogram",
      samples: durations,
    },
  ];
}
