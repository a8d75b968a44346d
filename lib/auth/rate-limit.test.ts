import { describe, expect, it } from "vitest";
import { DomainError } from "@/lib/errors/domain-error";
import { FailureLimiter, LoginLimiter, Quota } from "./rate-limit";

function retryAfter(limiter: FailureLimiter, key: string): number | null {
  try {
    limiter.assertAllowed(key);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe("rate_limited");
    return (error as DomainError).retryAfterSeconds ?? Number.NaN;
  }
}

describe("FailureLimiter", () => {
  it("allows five failures a minute and locks on the sixth for 10 s, doubling after", () => {
    let now = 1_000_000;
    const limiter = new FailureLimiter(() => now);
    for (let i = 0; i < 5; i++) limiter.recordFailure("ip|/login");
    expect(retryAfter(limiter, "ip|/login")).toBeNull();
    limiter.recordFailure("ip|/login");
    expect(retryAfter(limiter, "ip|/login")).toBe(10);
    expect(retryAfter(limiter, "other|/login")).toBeNull();

    now += 10_001;
    expect(retryAfter(limiter, "ip|/login")).toBeNull();
    for (let i = 0; i < 6; i++) limiter.recordFailure("ip|/login");
    expect(retryAfter(limiter, "ip|/login")).toBe(20);
  });

  it("caps the lock at five minutes and forgets everything on success", () => {
    let now = 0;
    const limiter = new FailureLimiter(() => now);
    for (let round = 0; round < 8; round++) {
      for (let i = 0; i < 6; i++) limiter.recordFailure("k");
      now += 301_000;
    }
    now -= 301_000;
    expect(retryAfter(limiter, "k")).toBe(300);
    limiter.recordSuccess("k");
    expect(retryAfter(limiter, "k")).toBeNull();
  });

  it("does not count failures older than a minute", () => {
    let now = 0;
    const limiter = new FailureLimiter(() => now);
    for (let i = 0; i < 5; i++) limiter.recordFailure("k");
    now += 61_000;
    limiter.recordFailure("k");
    expect(retryAfter(limiter, "k")).toBeNull();
  });
});

const policy = (maxFailures: number) => ({
  maxFailures,
  windowMs: 60_000,
  firstLockMs: 10_000,
  maxLockMs: 300_000,
});

function loginRetryAfter(limiter: LoginLimiter, address: string, account: string): number | null {
  try {
    limiter.assertAllowed(address, account);
    return null;
  } catch (error) {
    expect((error as DomainError).code).toBe("rate_limited");
    return (error as DomainError).retryAfterSeconds ?? Number.NaN;
  }
}

describe("LoginLimiter", () => {
  const make = (clock: () => number) =>
    new LoginLimiter(
      { perClientAndAccount: policy(5), perAccount: policy(10), perClient: policy(20) },
      clock,
    );

  it("a success at one's own account does not clear the lock on guesses at another", () => {
    let now = 0;
    const limiter = make(() => now);
    let guesses = 0;
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 5 && loginRetryAfter(limiter, "6.6.6.6", "victim@example.com") === null; i++) {
        limiter.recordFailure("6.6.6.6", "victim@example.com");
        guesses++;
      }
      limiter.recordSuccess("6.6.6.6", "attacker@example.com");
      now += 1000;
    }
    expect(guesses).toBeLessThanOrEqual(6);
    expect(loginRetryAfter(limiter, "6.6.6.6", "victim@example.com")).toBeGreaterThan(0);
    expect(loginRetryAfter(limiter, "6.6.6.6", "attacker@example.com")).toBeNull();
  });

  it("a success clears its own address-and-account count only", () => {
    const now = 0;
    const limiter = make(() => now);
    for (let i = 0; i < 5; i++) limiter.recordFailure("1.1.1.1", "Ada@example.com");
    limiter.recordSuccess("1.1.1.1", "ada@example.com");
    for (let i = 0; i < 5; i++) limiter.recordFailure("1.1.1.1", "ada@example.com");
    expect(loginRetryAfter(limiter, "1.1.1.1", "ada@example.com")).toBeNull();
    limiter.recordFailure("1.1.1.1", "ada@example.com");
    expect(loginRetryAfter(limiter, "1.1.1.1", "ada@example.com")).toBe(10);
  });

  it("locks an account guessed at from many addresses, for at most the longest lock, but not for addresses it signed in from", () => {
    let now = 0;
    const limiter = make(() => now);
    limiter.recordSuccess("10.0.0.1", "owner@example.com");
    let address = 0;
    const guess = () => limiter.recordFailure(`192.0.2.${address++}`, "owner@example.com");
    for (let i = 0; i < 10; i++) guess();
    expect(loginRetryAfter(limiter, "203.0.113.1", "owner@example.com")).toBeNull();
    guess();
    expect(loginRetryAfter(limiter, "203.0.113.1", "owner@example.com")).toBe(10);
    expect(loginRetryAfter(limiter, "10.0.0.1", "owner@example.com")).toBeNull();
    expect(loginRetryAfter(limiter, "203.0.113.1", "someone-else@example.com")).toBeNull();
    // Sustained guessing: the lock doubles but never exceeds five minutes.
    for (let round = 0; round < 10; round++) {
      now += 300_001;
      for (let i = 0; i < 11; i++) guess();
    }
    expect(loginRetryAfter(limiter, "203.0.113.1", "owner@example.com")).toBe(300);
    expect(loginRetryAfter(limiter, "10.0.0.1", "owner@example.com")).toBeNull();
    now += 300_001;
    expect(loginRetryAfter(limiter, "203.0.113.1", "owner@example.com")).toBeNull();
  });

  it("locks one address guessing at many accounts", () => {
    const now = 0;
    const limiter = make(() => now);
    for (let i = 0; i < 21; i++) limiter.recordFailure("6.6.6.6", `user${i}@example.com`);
    expect(loginRetryAfter(limiter, "6.6.6.6", "fresh@example.com")).toBe(10);
    expect(loginRetryAfter(limiter, "7.7.7.7", "fresh@example.com")).toBeNull();
  });
});

describe("Quota", () => {
  it("allows max per window, then answers the wait; one more whenever the last is older than alwaysAfterMs", () => {
    let now = 0;
    const quota = new Quota(
      () => ({ max: 3, windowMs: 3_600_000, alwaysAfterMs: 300_000 }),
      () => now,
    );
    expect([quota.take("a"), quota.take("a"), quota.take("a")]).toEqual([0, 0, 0]);
    expect(quota.take("a")).toBe(300_000);
    expect(quota.take("b")).toBe(0);
    now += 299_999;
    expect(quota.take("a")).toBe(1);
    now += 1;
    expect(quota.take("a")).toBe(0);
    expect(quota.take("a")).toBe(300_000);
  });

  it("throws 429 with Retry-After when spent, and 0 means no limit", () => {
    let now = 0;
    const quota = new Quota(
      () => ({ max: 2, windowMs: 3_600_000 }),
      () => now,
    );
    quota.takeOrThrow("a", "too many");
    now += 600_000;
    quota.takeOrThrow("a", "too many");
    try {
      quota.takeOrThrow("a", "too many");
      expect.unreachable();
    } catch (error) {
      expect((error as DomainError).code).toBe("rate_limited");
      expect((error as DomainError).retryAfterSeconds).toBe(3000);
    }
    const unlimited = new Quota(
      () => ({ max: 0, windowMs: 3_600_000 }),
      () => now,
    );
    for (let i = 0; i < 100; i++) unlimited.takeOrThrow("a", "too many");
  });
});

describe("LoginLimiter at an address shared with a stranger", () => {
  it("the address's lock (guesses at many accounts) does not apply to an account that signed in from it", () => {
    const now = 0;
    const limiter = new LoginLimiter(
      { perClientAndAccount: policy(5), perAccount: policy(10), perClient: policy(20) },
      () => now,
    );
    limiter.recordSuccess("192.0.2.1", "colleague@example.com");
    for (let i = 0; i < 21; i++) limiter.recordFailure("192.0.2.1", `user${i}@example.com`);
    expect(loginRetryAfter(limiter, "192.0.2.1", "someone@example.com")).toBe(10);
    expect(loginRetryAfter(limiter, "192.0.2.1", "colleague@example.com")).toBeNull();
  });
});
