import { describe, expect, it } from "vitest";
import { offlineCacheKey } from "./user-cache-key";

describe("offlineCacheKey", () => {
  it("is stable per person, differs between people and does not show the id", () => {
    // A user id as the app makes them. The key is hex under a secret drawn per run, so a short
    // probe such as "123" turns up in it by chance now and then (about 1 run in 140): the id's long
    // hex runs cannot (about 1 in 10^8).
    const id = "3f2a9c1e-7b4d-4e8a-9c0f-5d6e7f8a9b0c";
    const key = offlineCacheKey(id);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(offlineCacheKey(id)).toBe(key);
    expect(offlineCacheKey("3f2a9c1e-7b4d-4e8a-9c0f-5d6e7f8a9b0d")).not.toBe(key);
    for (const run of [id.replaceAll("-", ""), "3f2a9c1e", "5d6e7f8a9b0c"]) expect(key).not.toContain(run);
  });
});
