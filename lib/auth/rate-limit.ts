import { ApiError } from "@/lib/http/errors";

const WINDOW_MS = 60_000;
const MAX_FAILURES_PER_WINDOW = 5;
const FIRST_LOCK_MS = 10_000;
const MAX_LOCK_MS = 5 * 60_000;

type Entry = { failures: number[]; lockedUntil: number; nextLockMs: number };

/**
 * Failed attempts per client and path: more than 5 in a minute locks for 10 s, each further lock
 * doubles up to 5 minutes; a success clears the record. Kept per process.
 */
export class FailureLimiter {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Throws 429 with Retry-After while the key is locked. */
  assertAllowed(key: string): void {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && entry.lockedUntil > now) {
      const seconds = Math.ceil((entry.lockedUntil - now) / 1000);
      throw new ApiError("too_many_requests", "too many failed attempts; try again later", {
        headers: { "Retry-After": String(seconds) },
      });
    }
  }

  recordFailure(key: string): void {
    const now = this.now();
    const entry = this.entries.get(key) ?? { failures: [], lockedUntil: 0, nextLockMs: FIRST_LOCK_MS };
    entry.failures = entry.failures.filter((time) => now - time < WINDOW_MS);
    entry.failures.push(now);
    if (entry.failures.length > MAX_FAILURES_PER_WINDOW) {
      entry.lockedUntil = now + entry.nextLockMs;
      entry.nextLockMs = Math.min(entry.nextLockMs * 2, MAX_LOCK_MS);
      entry.failures = [];
    }
    this.entries.set(key, entry);
    this.prune(now);
  }

  recordSuccess(key: string): void {
    this.entries.delete(key);
  }

  private prune(now: number): void {
    if (this.entries.size < 10_000) return;
    for (const [key, entry] of this.entries) {
      const lastFailure = entry.failures.at(-1) ?? 0;
      if (entry.lockedUntil < now && now - lastFailure > WINDOW_MS) this.entries.delete(key);
    }
  }
}

const holder = globalThis as typeof globalThis & { __cairnAuthLimiter?: FailureLimiter };
export const authLimiter = (holder.__cairnAuthLimiter ??= new FailureLimiter());
