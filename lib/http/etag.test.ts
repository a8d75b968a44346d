import { describe, expect, it } from "vitest";
import { etagOf, ifMatchAny, ifMatchSatisfied, preconditionFailed } from "./etag";

const entity = { id: "a", name: "Drill", tags: [], fields: [] };

describe("ETag", () => {
  it("is a strong quoted tag that changes with the representation", () => {
    const tag = etagOf(entity);
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(etagOf({ ...entity })).toBe(tag);
    expect(etagOf({ ...entity, name: "Drill 2" })).not.toBe(tag);
    expect(etagOf({ ...entity, tags: [{ id: "t" }] })).not.toBe(tag);
  });

  it("matches If-Match by strong comparison, lists and *", () => {
    const tag = etagOf(entity);
    expect(ifMatchSatisfied(tag, tag)).toBe(true);
    expect(ifMatchSatisfied("*", tag)).toBe(true);
    expect(ifMatchSatisfied(`"other", ${tag}`, tag)).toBe(true);
    expect(ifMatchSatisfied(`W/${tag}`, tag)).toBe(false);
    expect(ifMatchSatisfied(`"other"`, tag)).toBe(false);
    expect(ifMatchSatisfied("", tag)).toBe(false);
    expect(ifMatchAny(`"a", *`)).toBe(true);
    expect(ifMatchAny(`"a"`)).toBe(false);
  });

  it("refuses a stale tag with 412, naming the current one", () => {
    const error = preconditionFailed('"now"');
    expect(error.code).toBe("precondition_failed");
    expect(error.currentETag).toBe('"now"');
    expect(error.fields).toHaveProperty("If-Match");
  });
});
