const lastRuns = ((
  globalThis as typeof globalThis & { __cairnLastRuns?: Map<string, number> }
).__cairnLastRuns ??= new Map<string, number>());

/**
 * True when the chore named `key` last ran `intervalMs` or longer ago in this process (or never),
 * and notes that it runs now. For housekeeping that may run often but need not (pruning old rows).
 * Kept on globalThis, so Next.js dev-mode module reloads do not reset it.
 */
export function dueAtMostEvery(key: string, intervalMs: number, now = Date.now()): boolean {
  const last = lastRuns.get(key);
  if (last !== undefined && now - last < intervalMs) return false;
  lastRuns.set(key, now);
  return true;
}
