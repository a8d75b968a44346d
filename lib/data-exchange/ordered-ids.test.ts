import { describe, expect, it } from "vitest";
import { uuid } from "@/lib/schemas/common";
import { orderedIds } from "./ordered-ids";

describe("orderedIds", () => {
  it("hands out version 7 UUIDs the schemas accept, in ascending order, all different", () => {
    const next = orderedIds();
    const ids = Array.from({ length: 5000 }, () => next());
    for (const id of ids.slice(0, 50)) {
      expect(uuid.safeParse(id).success).toBe(true);
      expect(id[14]).toBe("7");
      expect("89ab").toContain(id[19]);
    }
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("starts with the source's time, so a later source sorts after an earlier one", () => {
    const first = orderedIds(() => Date.UTC(2026, 10, 27, 12))();
    const later = orderedIds(() => Date.UTC(2026, 10, 27, 12, 0, 0, 1))();
    expect(first.replaceAll("-", "").slice(0, 12)).toBe(
      Date.UTC(2026, 10, 27, 12).toString(16).padStart(12, "0"),
    );
    expect(later > first).toBe(true);
  });

  it("keeps two sources of the same millisecond apart by their random bits", () => {
    const clock = () => Date.UTC(2026, 10, 27, 12);
    const a = orderedIds(clock);
    const b = orderedIds(clock);
    const fromA = new Set(Array.from({ length: 1000 }, () => a()));
    for (let index = 0; index < 1000; index++) expect(fromA.has(b())).toBe(false);
  });
});
