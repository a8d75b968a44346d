import { describe, expect, it } from "vitest";
import { logLevelFromEnv, saneRequestId } from "./logger.mjs";

describe("saneRequestId", () => {
  it("keeps short plain ids and refuses anything that could forge or break a log line", () => {
    expect(saneRequestId("abc-123_x.y:z")).toBe("abc-123_x.y:z");
    expect(saneRequestId("a".repeat(64))).toBe("a".repeat(64));
    expect(saneRequestId("a".repeat(65))).toBeUndefined();
    expect(saneRequestId('x" {"level":"fatal"}')).toBeUndefined();
    expect(saneRequestId("line\nbreak")).toBeUndefined();
    expect(saneRequestId("")).toBeUndefined();
    expect(saneRequestId(null)).toBeUndefined();
    expect(saneRequestId(["first", "second"])).toBe("first");
  });
});

describe("logLevelFromEnv", () => {
  it("reads LOG_LEVEL, falling back to info for unset or unknown levels", () => {
    expect(logLevelFromEnv({})).toBe("info");
    expect(logLevelFromEnv({ LOG_LEVEL: "DEBUG" })).toBe("debug");
    expect(logLevelFromEnv({ LOG_LEVEL: "warn" })).toBe("warn");
    expect(logLevelFromEnv({ LOG_LEVEL: "loud" })).toBe("info");
  });
});
