import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/http/errors";
import { FailureLimiter } from "./rate-limit";

function retryAfter(limiter: FailureLimiter, key: string): number | null {
  try {
    limiter.assertAllowed(key);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    return Number((error as ApiError).headers?.["Retry-After"]);
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
