import { describe, expect, it } from "vitest";
import type { EntityOut } from "@/lib/schemas/entities";
import { entityETag, ifMatchSatisfied } from "./entity-etag";

const entity = { id: "a", name: "Drill", tags: [], fields: [] } as unknown as EntityOut;

describe("entity ETag", () => {
  it("is a strong quoted tag that changes with the representation", () => {
    const tag = entityETag(entity);
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(entityETag({ ...entity })).toBe(tag);
    expect(entityETag({ ...entity, name: "Drill 2" })).not.toBe(tag);
    expect(entityETag({ ...entity, tags: [{ id: "t" }] } as unknown as EntityOut)).not.toBe(tag);
  });

  it("matches If-Match by strong comparison, lists and *", () => {
    const tag = entityETag(entity);
    expect(ifMatchSatisfied(tag, tag)).toBe(true);
    expect(ifMatchSatisfied("*", tag)).toBe(true);
    expect(ifMatchSatisfied(`"other", ${tag}`, tag)).toBe(true);
    expect(ifMatchSatisfied(`W/${tag}`, tag)).toBe(false);
    expect(ifMatchSatisfied(`"other"`, tag)).toBe(false);
    expect(ifMatchSatisfied("", tag)).toBe(false);
  });
});
