import { LOOP_DELAY_BUCKETS, loopDelays, type LoopDelays } from "./event-loop.mjs";
import { httpMetrics } from "./http-metrics.mjs";
import type { Family } from "./exposition";

const gauge = (name: string, help: string, value: number): Family => ({
  name,
  help,
  type: "gauge",
  samples: [{ value }],
});

/**
 * The event loop delays recorded since the server listens (lib/metrics/event-loop.mjs): a
 * histogram, so a rate of slow ticks can be graphed, and the largest delay of the last minute.
 */
export function loopDelayFamilies(delays: LoopDelays | undefined): Family[] {
  if (!delays) return [];
  return [
    {
      name: "nodejs_eventloop_delay_seconds",
      help: "Event loop delays beyond the sampling interval, in seconds, since the server listens.",
      type: "histogram",
      samples: [
        ...LOOP_DELAY_BUCKETS.map((bound, index) => ({
          suffix: "_bucket",
          labels: { le: String(bound) },
          value: delays.buckets[index] ?? 0,
        })),
        { suffix: "_bucket", labels: { le: "+Inf" }, value: delays.count },
        { suffix: "_sum", value: delays.sum },
        { suffix: "_count", value: delays.count },
      ],
    },
    gauge(
      "nodejs_eventloop_delay_max_recent_seconds",
      "Largest event loop delay of the last minute, in seconds.",
      Math.max(0, ...delays.recentMaxima),
    ),
    gauge(
      "nodejs_gc_pause_max_recent_seconds",
      "Longest garbage collection pause of the last minute, in seconds.",
      Math.max(0, ...delays.gcMaxima),
    ),
  ];
}

/** Memory, CPU, uptime and event loop delay of this process. */
export function processFamilies(): Family[] {
  const memory = process.memoryUsage();
  const cpu = process.cpuUsage();
  const loop = httpMetrics().loop;
  const seconds = (nanoseconds: number) => (Number.isFinite(nanoseconds) ? nanoseconds / 1e9 : 0);
  return [
    gauge("process_resident_memory_bytes", "Resident memory size in bytes.", memory.rss),
    gauge("nodejs_heap_used_bytes", "V8 heap in use, in bytes.", memory.heapUsed),
    gauge("nodejs_heap_total_bytes", "V8 heap allocated, in bytes.", memory.heapTotal),
    gauge(
      "nodejs_external_memory_bytes",
      "Memory of C++ objects bound to JavaScript, in bytes.",
      memory.external,
    ),
    {
      name: "process_cpu_seconds_total",
      help: "User and system CPU time spent, in seconds.",
      type: "counter",
      samples: [{ value: (cpu.user + cpu.system) / 1e6 }],
    },
    gauge("process_uptime_seconds", "Seconds since this process started.", process.uptime()),
    gauge(
      "process_start_time_seconds",
      "Start time of the process since the Unix epoch, in seconds.",
      Math.round(Date.now() / 1000 - process.uptime()),
    ),
    gauge(
      "nodejs_eventloop_lag_mean_seconds",
      "Mean event loop delay since start, in seconds.",
      seconds(loop.mean),
    ),
    gauge(
      "nodejs_eventloop_lag_p99_seconds",
      "99th percentile event loop delay, in seconds.",
      seconds(loop.percentile(99)),
    ),
    gauge(
      "nodejs_eventloop_lag_max_seconds",
      "Largest event loop delay seen, in seconds.",
      seconds(loop.max),
    ),
    ...loopDelayFamilies(loopDelays()),
  ];
}
