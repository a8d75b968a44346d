import { describe, expect, it } from "vitest";
import { optionalTimestamp, parseTimestamp } from "./common";

describe("parseTimestamp", () => {
  it("reads RFC 3339 timestamps and plain dates (midnight UTC)", () => {
    expect(parseTimestamp("2026-08-21T22:39:37.123Z")?.toISOString()).toBe("2026-08-21T22:39:37.123Z");
    expect(parseTimestamp("2026-08-21T22:39:37+02:00")?.toISOString()).toBe("2026-08-21T20:39:37.000Z");
    expect(parseTimestamp("2026-08-21")?.toISOString()).toBe("2026-08-21T00:00:00.000Z");
  });

  it("refuses anything else", () => {
    for (const value of ["tomorrow", "2026-13-45", "2026-02-30x", "", "1700000000"]) {
      expect(parseTimestamp(value)).toBeNull();
    }
  });
});

describe("optionalTimestamp", () => {
  it("treats absent, null and empty as unset", () => {
    for (const value of [undefined, null, "", "  "]) expect(optionalTimestamp.parse(value)).toBeUndefined();
  });

  it("marks an unparsable value as a bad request", () => {
    const result = optionalTimestamp.safeParse("soon");
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.code === "custom" && issue.params?.httpStatus).toBe(400);
  });
});
