import { config } from "@/lib/config/env";
import { DomainError } from "@/lib/errors/domain-error";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Above this many keys the expired ones are dropped; above ten times it the oldest go too. */
const PRUNE_AT = 10_000;

const tooMany = (retryAfterMs: number, message: string) =>
  new DomainError("rate_limited", message, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });

export type FailurePolicy = {
  /** More failures than this within `windowMs` lock the key. */
  maxFailures: number;
  windowMs: number;
  /** The first lock; each further one doubles, up to `maxLockMs`. */
  firstLockMs: number;
  maxLockMs: number;
};

type Entry = { failures: number[]; lockedUntil: number; nextLockMs: number };

/**
 * Bounds a map kept in memory to `keep` keys (default PRUNE_AT × 10), the stalest going first: Map
 * order is insertion order and every write re-inserts its key, so the first keys are the stalest.
 */
function dropStalest(entries: Map<string, unknown>, keep = PRUNE_AT * 10): void {
  for (const key of entries.keys()) {
    if (entries.size <= keep) break;
    entries.delete(key);
  }
}

/**
 * Failed attempts per key: more than `maxFailures` within the window lock the key for
 * `firstLockMs`, each further lock doubles up to `maxLockMs`. A key quiet for an hour after its
 * last lock starts over at the first lock. Kept per process.
 */
export class FailureLimiter {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly policy: FailurePolicy = {
      maxFailures: 5,
      windowMs: MINUTE_MS,
      firstLockMs: 10_000,
      maxLockMs: 5 * MINUTE_MS,
    },
  ) {}

  /** Milliseconds the key stays locked, 0 when it is not. */
  lockedFor(key: string): number {
    const entry = this.entries.get(key);
    return entry ? Math.max(0, entry.lockedUntil - this.now()) : 0;
  }

  /** Throws `rate_limited` (with when to retry) while the key is locked. */
  assertAllowed(key: string): void {
    const lockedMs = this.lockedFor(key);
    if (lockedMs > 0) throw tooMany(lockedMs, "too many failed attempts; try again later");
  }

  recordFailure(key: string): void {
    const now = this.now();
    let entry = this.entries.get(key);
    const lastActivity = Math.max(entry?.failures.at(-1) ?? 0, entry?.lockedUntil ?? 0);
    if (!entry || now - lastActivity > HOUR_MS) {
      entry = { failures: [], lockedUntil: 0, nextLockMs: this.policy.firstLockMs };
    }
    entry.failures = entry.failures.filter((time) => now - time < this.policy.windowMs);
    entry.failures.push(now);
    if (entry.failures.length > this.policy.maxFailures) {
      entry.lockedUntil = now + Math.min(entry.nextLockMs, this.policy.maxLockMs);
      entry.nextLockMs = Math.min(entry.nextLockMs * 2, this.policy.maxLockMs);
      entry.failures = [];
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.prune(now);
  }

  /** Forgets the key's failures and locks. */
  recordSuccess(key: string): void {
    this.entries.delete(key);
  }

  private prune(now: number): void {
    if (this.entries.size < PRUNE_AT) return;
    for (const [key, entry] of this.entries) {
      const lastFailure = entry.failures.at(-1) ?? 0;
      if (entry.lockedUntil < now && now - lastFailure > this.policy.windowMs) this.entries.delete(key);
    }
    dropStalest(this.entries);
  }
}

export type QuotaPolicy = {
  /** At most this many per key within `windowMs`; 0 means no limit. */
  max: number;
  windowMs: number;
  /** One more is always allowed once the key's last one is older than this. */
  alwaysAfterMs?: number;
};

/** Counts events per key in a sliding window (accounts made, mails sent). Kept per process. */
export class Quota {
  private readonly entries = new Map<string, number[]>();

  constructor(
    private readonly policy: () => QuotaPolicy,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one for `key` and answers 0, or answers how many ms until one is allowed (counts none). */
  take(key: string): number {
    const { max, windowMs, alwaysAfterMs } = this.policy();
    if (max <= 0) return 0;
    const now = this.now();
    const times = (this.entries.get(key) ?? []).filter((time) => now - time < windowMs);
    const last = times.at(-1);
    const spacedEnough = alwaysAfterMs !== undefined && last !== undefined && now - last >= alwaysAfterMs;
    if (times.length >= max && !spacedEnough) {
      const untilWindow = times[times.length - max]! + windowMs - now;
      return alwaysAfterMs === undefined ? untilWindow : Math.min(untilWindow, last! + alwaysAfterMs - now);
    }
    times.push(now);
    this.entries.delete(key);
    this.entries.set(key, times);
    this.prune(now, windowMs);
    return 0;
  }

  /** Counts one for `key`, or throws `rate_limited` (with when to retry) when its quota is spent. */
  takeOrThrow(key: string, message: string): void {
    const waitMs = this.take(key);
    if (waitMs > 0) throw tooMany(waitMs, message);
  }

  private prune(now: number, windowMs: number): void {
    if (this.entries.size < PRUNE_AT) return;
    for (const [key, times] of this.entries) {
      if (now - (times.at(-1) ?? 0) >= windowMs) this.entries.delete(key);
    }
    dropStalest(this.entries);
  }
}

export type LoginPolicy = {
  /** Failures of one client address at one account. */
  perClientAndAccount: FailurePolicy;
  /** Failures at one account from any address. */
  perAccount: FailurePolicy;
  /** Failures of one client address at any account (guessing one password at many accounts). */
  perClient: FailurePolicy;
};

const KNOWN_ADDRESS_MS = 30 * 24 * HOUR_MS;
const KNOWN_ADDRESSES_PER_ACCOUNT = 20;

/**
 * The password login's locks (API and web sign-in). A failure counts for its address and account
 * (LOGIN_MAX_FAILURES a minute), for the account from any address (LOGIN_MAX_FAILURES_PER_ACCOUNT)
 * and for the address at any account (LOGIN_MAX_FAILURES_PER_ADDRESS); each lock starts at 10 s and
 * doubles up to LOGIN_MAX_LOCK_MINUTES. A success clears only its own address-and-account count, so
 * signing in to one's own account buys no more guesses at another. Neither the account's lock nor
 * the address's applies to an address that signed in to that account within 30 days: strangers
 * can delay the owner's sign-in from a new address by a few minutes at a time, and not at all
 * from an address the owner used before.
 */
export class LoginLimiter {
  private readonly perClientAndAccount: FailureLimiter;
  private readonly perAccount: FailureLimiter;
  private readonly perClient: FailureLimiter;
  /** account → address → last success. */
  private readonly knownAddresses = new Map<string, Map<string, number>>();

  constructor(
    policy: LoginPolicy,
    private readonly now: () => number = Date.now,
  ) {
    this.perClientAndAccount = new FailureLimiter(now, policy.perClientAndAccount);
    this.perAccount = new FailureLimiter(now, policy.perAccount);
    this.perClient = new FailureLimiter(now, policy.perClient);
  }

  /** Throws `rate_limited` (with when to retry) while any lock on this address, account or both holds. */
  assertAllowed(address: string, account: string): void {
    const accountKey = normalizeAccount(account);
    this.perClientAndAccount.assertAllowed(`${address}|${accountKey}`);
    if (this.isKnownAddress(address, accountKey)) return;
    this.perClient.assertAllowed(address);
    this.perAccount.assertAllowed(accountKey);
  }

  recordFailure(address: string, account: string): void {
    const accountKey = normalizeAccount(account);
    this.perClientAndAccount.recordFailure(`${address}|${accountKey}`);
    this.perClient.recordFailure(address);
    this.perAccount.recordFailure(accountKey);
  }

  recordSuccess(address: string, account: string): void {
    const accountKey = normalizeAccount(account);
    this.perClientAndAccount.recordSuccess(`${address}|${accountKey}`);
    const known = this.knownAddresses.get(accountKey) ?? new Map<string, number>();
    known.delete(address);
    known.set(address, this.now());
    dropStalest(known, KNOWN_ADDRESSES_PER_ACCOUNT);
    this.knownAddresses.delete(accountKey);
    this.knownAddresses.set(accountKey, known);
    dropStalest(this.knownAddresses);
  }

  private isKnownAddress(address: string, accountKey: string): boolean {
    const at = this.knownAddresses.get(accountKey)?.get(address);
    return at !== undefined && this.now() - at < KNOWN_ADDRESS_MS;
  }
}

const normalizeAccount = (account: string) => account.trim().toLowerCase().slice(0, 320);

/** The limits as configured (lib/config/env.ts); read when first used. */
export function loginPolicy(): LoginPolicy {
  const { login } = config().limits;
  const lock = { firstLockMs: 10_000, maxLockMs: login.maxLockMs };
  return {
    perClientAndAccount: { maxFailures: login.failuresPerClientAndAccount, windowMs: MINUTE_MS, ...lock },
    perAccount: { maxFailures: login.failuresPerAccount, windowMs: MINUTE_MS, ...lock },
    perClient: { maxFailures: login.failuresPerClient, windowMs: MINUTE_MS, ...lock },
  };
}

type Limiters = {
  login: LoginLimiter;
  /** Registrations per client address: REGISTRATIONS_PER_ADDRESS_PER_HOUR, then 429. */
  registrations: Quota;
  /** Password reset requests per client address: PASSWORD_RESET_PER_ADDRESS_PER_HOUR, then 429. */
  resetRequestsPerClient: Quota;
  /**
   * Password reset mails per account: PASSWORD_RESET_MAILS_PER_HOUR, and one more whenever the last
   * is PASSWORD_RESET_MAIL_INTERVAL_MINUTES old; the requests beyond answer 204 and send nothing.
   */
  resetMailsPerAccount: Quota;
};

function makeLimiters(): Limiters {
  return {
    login: new LoginLimiter(loginPolicy()),
    registrations: new Quota(() => ({
      max: config().limits.registrationsPerClientPerHour,
      windowMs: HOUR_MS,
    })),
    resetRequestsPerClient: new Quota(() => ({
      max: config().limits.passwordReset.requestsPerClientPerHour,
      windowMs: HOUR_MS,
    })),
    resetMailsPerAccount: new Quota(() => ({
      max: config().limits.passwordReset.mailsPerAccountPerHour,
      windowMs: HOUR_MS,
      alwaysAfterMs: config().limits.passwordReset.mailAlwaysAfterMs,
    })),
  };
}

const holder = globalThis as typeof globalThis & {
  __cairnLimiters?: Limiters;
  __cairnAuthLimiter?: FailureLimiter;
};

/** This process's limiters (on globalThis, so dev-mode module reloads keep the counts). */
export const limiters = (): Limiters => (holder.__cairnLimiters ??= makeLimiters());

/** Failed password resets (unknown or expired tokens) per client address. */
export const authLimiter = (holder.__cairnAuthLimiter ??= new FailureLimiter());
