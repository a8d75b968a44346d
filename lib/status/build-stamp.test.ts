import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildStamp } from "./build-stamp.mjs";

const root = path.resolve(import.meta.dirname, "..", "..");

describe("buildStamp", () => {
  it("stamps the checkout's commit and the build time", () => {
    const now = new Date("2026-11-24T12:00:00.000Z");
    const head = execFileSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    expect(buildStamp(root, {}, now)).toEqual({ CAIRN_COMMIT: head, CAIRN_BUILD_TIME: now.toISOString() });
  });

  it("takes what the build's environment says, and '' where there is no git", () => {
    expect(buildStamp(root, { CAIRN_COMMIT: "abc", CAIRN_BUILD_TIME: "2026-01-01T00:00:00Z" })).toEqual({
      CAIRN_COMMIT: "abc",
      CAIRN_BUILD_TIME: "2026-01-01T00:00:00Z",
    });
    expect(buildStamp("/", {}).CAIRN_COMMIT).toBe("");
  });
});
