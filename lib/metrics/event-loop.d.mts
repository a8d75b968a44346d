export type LoopDelays = { count: number; sum: number; buckets: number[]; recentMaxima: number[] };
export type LoopSnapshot = { count: number; mean: number; max: number; percentiles: Map<number, number> };
export declare const LOOP_DELAY_BUCKETS: number[];
export declare const RESOLUTION_MS: number;
export declare const RECENT_SECONDS: number;
export declare function emptyLoopDelays(): LoopDelays;
export declare function foldSnapshot(
  delays: LoopDelays,
  snapshot: LoopSnapshot,
  resolutionMs?: number,
): LoopDelays;
export declare function startLoopDelayRecorder(): void;
export declare function loopDelays(): LoopDelays | undefined;
