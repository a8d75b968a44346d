import { describe, expect, it } from "vitest";
import { MAX_TAG_DEPTH, measureSubtreeHeight, placementProblem, walkAncestry } from "./tag-tree";

/** A forest as child → parent. */
function forest(edges: Record<string, string | null>) {
  const parentOf = async (id: string) => edges[id] ?? null;
  const childrenOf = async (ids: string[]) =>
    Object.entries(edges)
      .filter(([, parent]) => parent !== null && ids.includes(parent))
      .map(([child]) => child);
  return { parentOf, childrenOf };
}

// a ─ b ─ c ─ d ─ e   (a root, e at level 5); x ─ y   (x root)
const tree = forest({ a: null, b: "a", c: "b", d: "c", e: "d", x: null, y: "x" });

describe("walkAncestry", () => {
  it("lists the start tag and its ancestors up to the root", async () => {
    expect(await walkAncestry("c", tree.parentOf)).toEqual({ chain: ["c", "b", "a"], complete: true });
    expect(await walkAncestry("a", tree.parentOf)).toEqual({ chain: ["a"], complete: true });
  });

  it("stops at the limit and says the chain is incomplete", async () => {
    const deep = forest({ a: null, b: "a", c: "b", d: "c", e: "d", f: "e" });
    expect(await walkAncestry("f", deep.parentOf)).toEqual({
      chain: ["f", "e", "d", "c", "b"],
      complete: false,
    });
    expect(await walkAncestry("e", deep.parentOf)).toEqual({
      chain: ["e", "d", "c", "b", "a"],
      complete: true,
    });
  });

  it("does not loop forever on a cycle already in the data", async () => {
    const looped = forest({ a: "b", b: "a" });
    expect(await walkAncestry("a", looped.parentOf)).toEqual({ chain: ["a", "b"], complete: false });
  });
});

describe("measureSubtreeHeight", () => {
  it("counts levels, the root included", async () => {
    expect(await measureSubtreeHeight("e", tree.childrenOf)).toBe(1);
    expect(await measureSubtreeHeight("c", tree.childrenOf)).toBe(3);
    expect(await measureSubtreeHeight("a", tree.childrenOf)).toBe(5);
    expect(await measureSubtreeHeight("x", tree.childrenOf)).toBe(2);
  });

  it("takes the deepest branch and asks once per level", async () => {
    const calls: string[][] = [];
    const wide = forest({ r: null, a: "r", b: "r", c: "a", d: "c" });
    const height = await measureSubtreeHeight("r", async (ids) => {
      calls.push(ids);
      return wide.childrenOf(ids);
    });
    expect(height).toBe(4);
    expect(calls).toEqual([["r"], ["a", "b"], ["c"], ["d"]]);
  });

  it("stops counting past the limit", async () => {
    expect(await measureSubtreeHeight("a", tree.childrenOf, 2)).toBe(3);
  });
});

describe("placementProblem", () => {
  const root = { chain: ["x"], complete: true };
  it("allows a new tag anywhere above the deepest level", () => {
    expect(placementProblem(null, root, 1)).toBeNull();
    expect(placementProblem(null, { chain: ["d", "c", "b", "a"], complete: true }, 1)).toBeNull();
  });

  it("refuses a sixth level", () => {
    expect(placementProblem(null, { chain: ["e", "d", "c", "b", "a"], complete: true }, 1)).toBe("too_deep");
    expect(placementProblem("y", { chain: ["c", "b", "a"], complete: true }, 3)).toBe("too_deep");
    expect(placementProblem("y", { chain: ["c", "b", "a"], complete: true }, 2)).toBeNull();
    expect(placementProblem(null, { chain: ["a", "b", "c", "d", "e"], complete: false }, 1)).toBe("too_deep");
  });

  it("refuses a parent that is the tag itself or one of its descendants", () => {
    expect(placementProblem("a", { chain: ["a"], complete: true }, 1)).toBe("cycle");
    expect(placementProblem("a", { chain: ["c", "b", "a"], complete: true }, 5)).toBe("cycle");
  });

  it("uses a depth of five by default", () => {
    expect(MAX_TAG_DEPTH).toBe(5);
  });
});
