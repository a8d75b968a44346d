import { describe, expect, it } from "vitest";
import { dateOnlyInput, formatDateOnly, optionalTimestamp, parseDateOnly, parseTimestamp } from "./common";

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
    expect(issue.code === "custom" && issue.params?.errorCode).toBe("malformed");
  });
});

describe("date-only values", () => {
  it("reads the date forms HomeBox clients send", () => {
    expect(formatDateOnly(parseDateOnly("2026-08-21"))).toBe("2026-08-21");
    expect(formatDateOnly(parseDateOnly("08/21/2026"))).toBe("2026-08-21");
    expect(formatDateOnly(parseDateOnly("2026-08-21T23:30:00-05:00"))).toBe("2026-08-21");
    expect(parseDateOnly("")).toBeNull();
    expect(parseDateOnly("0001-01-01T00:00:00Z")).toBeNull();
  });

  it("refuses impossible dates and other text", () => {
    for (const value of ["2026-02-30", "13/01/2026", "2026-8-1", "yesterday", "2026-08-21x"]) {
      expect(parseDateOnly(value)).toBeUndefined();
    }
  });

  it("keeps absent apart from cleared, and marks bad input as a bad request", () => {
    expect(dateOnlyInput.parse(undefined)).toBeUndefined();
    expect(dateOnlyInput.parse(null)).toBeNull();
    expect(dateOnlyInput.parse("")).toBeNull();
    const result = dateOnlyInput.safeParse("2026-02-30");
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.code === "custom" && issue.params?.errorCode).toBe("malformed");
  });

  it("writes YYYY-MM-DD or empty", () => {
    expect(formatDateOnly(null)).toBe("");
    expect(formatDateOnly(new Date("0099-03-04T00:00:00Z"))).toBe("0099-03-04");
  });
});
