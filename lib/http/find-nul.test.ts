import { describe, expect, it } from "vitest";
import { DomainError } from "@/lib/errors/domain-error";
import { assertNoNul, findNul } from "./find-nul";

describe("findNul", () => {
  it("names the path of a NUL in a string or a key", () => {
    expect(findNul("a\u0000b")).toBe("");
    expect(findNul({ name: "ok", fields: [{ textValue: "x" }, { textValue: "\u0000" }] })).toBe(
      "fields.1.textValue",
    );
    expect(findNul({ "a\u0000": 1 })).toBe("a\u0000");
    expect(findNul({ name: "lamp", tags: ["a", "b"], n: 1, x: null })).toBeUndefined();
    expect(findNul("\\u0000")).toBeUndefined();
  });

  it("walks very deep JSON without overflowing the stack", () => {
    const deep = JSON.parse(`${"[".repeat(200_000)}"\\u0000"${"]".repeat(200_000)}`);
    expect(findNul(deep)).toMatch(/^0(\.0)+$/);
  });
});

describe("assertNoNul", () => {
  it("throws a 400 naming the field", () => {
    try {
      assertNoNul({ name: "a\u0000" }, "body");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe("malformed");
      expect((error as DomainError).fields).toEqual({ name: "must not contain NUL characters" });
    }
    expect(() => assertNoNul("\u0000", "query")).toThrow(/query: must not contain NUL/);
    expect(() => assertNoNul({ name: "fine" }, "body")).not.toThrow();
  });
});
