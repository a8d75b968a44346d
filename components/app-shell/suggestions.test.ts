import { describe, expect, it } from "vitest";
import type { EntitySummary } from "@/lib/schemas/entities";
import { buildSuggestions, moveActive, SUGGESTIONS_PER_KIND } from "./suggestions";

const entity = (id: string, name: string, path: string[] = []) =>
  ({
    id,
    name,
    path: path.map((step, index) => ({ id: `${id}-${index}`, name: step })),
  }) as unknown as EntitySummary;
const tag = (id: string, name: string) => ({
  id,
  name,
  color: "",
  description: "",
  createdAt: "",
  updatedAt: "",
});

describe("buildSuggestions", () => {
  it("lists items, locations, matching tags, then all results, with paths and links", () => {
    const found = buildSuggestions(
      " Gar ",
      [entity("i1", "Hammer", ["Garage", "Shelf 2"])],
      [entity("l1", "Garage")],
      [tag("t1", "Garden"), tag("t2", "Kitchen"), tag("t3", "CIGAR box")] as never,
    );
    expect(found.map((option) => [option.kind, option.label, option.detail, option.href])).toEqual([
      ["item", "Hammer", "Garage › Shelf 2", "/entities/i1"],
      ["location", "Garage", "", "/entities/l1"],
      ["tag", "Garden", "", "/entities?tags=t1"],
      ["tag", "CIGAR box", "", "/entities?tags=t3"],
      ["all", "Gar", "", "/entities?q=Gar"],
    ]);
    expect(new Set(found.map((option) => option.key)).size).toBe(found.length);
  });

  it("shows at most a few of each kind", () => {
    const many = Array.from({ length: 9 }, (_, index) => entity(`i${index}`, `Item ${index}`));
    const found = buildSuggestions("item", many, [], []);
    expect(found.filter((option) => option.kind === "item")).toHaveLength(SUGGESTIONS_PER_KIND);
  });
});

describe("moveActive", () => {
  it("wraps both ways and starts from either end", () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(2, 1, 3)).toBe(0);
    expect(moveActive(0, -1, 3)).toBe(2);
    expect(moveActive(0, 1, 0)).toBe(-1);
  });
});
