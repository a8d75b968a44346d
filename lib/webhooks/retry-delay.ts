/**
 * Multiples of the base delay before each retry: with the default 10 s base the retries come after
 * 10 s, 1 min, 5 min, 30 min, 2 h, then every 6 h.
 */
const STEPS = [1, 6, 30, 180, 720, 2160] as const;

/** How long to wait after the `attempts`-th failed attempt (1 = the first) before the next one. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  const step = STEPS[Math.min(Math.max(attempts, 1), STEPS.length) - 1]!;
  return step * baseMs;
}
