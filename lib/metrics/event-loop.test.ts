import { describe, expect, it } from "vitest";
import {
  emptyLoopDelays,
  foldGcPause,
  foldSnapshot,
  LOOP_DELAY_BUCKETS,
  RECENT_SECONDS,
} from "./event-loop.mjs";
import { renderFamilies } from "./exposition";
import { loopDelayFamilies } from "./process-families";

const ms = (value: number) => value * 1e6;

/** A monitor's snapshot at 20 ms resolution: idle ticks read 20 ms, a blocked one more. */
function snapshot(count: number, percentiles: Array<[number, number]>, maxMs: number, meanMs: number) {
  return {
    count,
    max: ms(maxMs),
    mean: ms(meanMs),
    percentiles: new Map(percentiles.map(([p, value]) => [p, ms(value)])),
  };
}

describe("event loop delay recording", () => {
  it("counts delays beyond the sampling interval into cumulative buckets", () => {
    const delays = emptyLoopDelays();
    // 50 ticks: half on time, most within 3 ms late, one 120 ms late (a request that blocked).
    foldSnapshot(
      delays,
      snapshot(
        50,
        [
          [0, 20],
          [50, 20.5],
          [98, 23],
          [100, 140],
        ],
        140,
        22.8,
      ),
      20,
    );
    expect(delays.count).toBe(50);
    const at = (bound: number) => delays.buckets[LOOP_DELAY_BUCKETS.indexOf(bound)];
    expect(at(0.005)).toBe(49);
    expect(at(0.1)).toBe(49);
    expect(at(0.25)).toBe(50);
    expect(delays.sum).toBeCloseTo(50 * 0.0028, 6);
    expect(delays.recentMaxima).toEqual([expect.closeTo(0.12, 6)]);
  });

  it("keeps the maxima of the last minute only, and counts a quiet second as no delay", () => {
    const delays = emptyLoopDelays();
    foldSnapshot(delays, snapshot(1, [[100, 520]], 520, 520), 20);
    for (let second = 0; second < RECENT_SECONDS; second++) foldSnapshot(delays, snapshot(0, [], 0, 0), 20);
    expect(delays.recentMaxima).toHaveLength(RECENT_SECONDS);
    expect(Math.max(...delays.recentMaxima)).toBe(0);
    expect(delays.count).toBe(1);
  });

  it("is exposed as a Prometheus histogram and a recent-maximum gauge", () => {
    const delays = emptyLoopDelays();
    foldSnapshot(
      delays,
      snapshot(
        4,
        [
          [0, 20],
          [75, 21],
          [100, 80],
        ],
        80,
        35.25,
      ),
      20,
    );
    const text = renderFamilies(loopDelayFamilies(delays));
    expect(text).toContain("# TYPE nodejs_eventloop_delay_seconds histogram\n");
    expect(text).toContain('nodejs_eventloop_delay_seconds_bucket{le="0.005"} 3\n');
    expect(text).toContain('nodejs_eventloop_delay_seconds_bucket{le="0.05"} 3\n');
    expect(text).toContain('nodejs_eventloop_delay_seconds_bucket{le="0.1"} 4\n');
    expect(text).toContain('nodejs_eventloop_delay_seconds_bucket{le="+Inf"} 4\n');
    expect(text).toContain("nodejs_eventloop_delay_seconds_count 4\n");
    const sum = /^nodejs_eventloop_delay_seconds_sum (\S+)$/m.exec(text)?.[1];
    expect(Number(sum)).toBeCloseTo(0.061, 6);
    expect(text).toContain("# TYPE nodejs_eventloop_delay_max_recent_seconds gauge\n");
    expect(text).toMatch(/^nodejs_eventloop_delay_max_recent_seconds 0\.06\d*$/m);
    // Buckets never decrease.
    const counts = [...text.matchAll(/_bucket\{le="[^"]+"\} (\d+)/g)].map((match) => Number(match[1]));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });

  it("exposes the longest garbage collection pause of the last minute only", () => {
    const delays = emptyLoopDelays();
    foldGcPause(delays, 0.09);
    for (let second = 0; second < RECENT_SECONDS - 1; second++) foldGcPause(delays, 0.004);
    expect(renderFamilies(loopDelayFamilies(delays))).toMatch(/^nodejs_gc_pause_max_recent_seconds 0\.09$/m);
    // A minute on, the 90 ms pause has left the window.
    foldGcPause(delays, 0.004);
    expect(delays.gcMaxima).toHaveLength(RECENT_SECONDS);
    expect(renderFamilies(loopDelayFamilies(delays))).toMatch(/^nodejs_gc_pause_max_recent_seconds 0\.004$/m);
  });

  it("exposes nothing while no recorder runs", () => {
    expect(loopDelayFamilies(undefined)).toEqual([]);
  });
});
