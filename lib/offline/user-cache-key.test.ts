import { describe, expect, it } from "vitest";
import { offlineCacheKey } from "./user-cache-key";

describe("offlineCacheKey", () => {
  it("is stable per person, differs between people and does not show the id", () => {
    const key = offlineCacheKey("user-123");
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(offlineCacheKey("user-123")).toBe(key);
    expect(offlineCacheKey("user-124")).not.toBe(key);
    expect(key).not.toContain("123");
  });
});
