import { describe, expect, it } from "vitest";
import { orderParentsFirst } from "./order-parents-first";

const ids = (nodes: Array<{ id: string }>) => nodes.map((node) => node.id);

describe("orderParentsFirst", () => {
  it("puts every parent before its children", () => {
    const ordered = orderParentsFirst([
      { id: "leaf", parentId: "mid" },
      { id: "mid", parentId: "root" },
      { id: "other", parentId: null },
      { id: "root", parentId: null },
      { id: "leaf2", parentId: "root" },
    ]);
    expect(ids(ordered)).toEqual(["other", "root", "mid", "leaf2", "leaf"]);
    const position = new Map(ordered.map((node, index) => [node.id, index]));
    for (const node of ordered) {
      if (node.parentId) expect(position.get(node.parentId)!).toBeLessThan(position.get(node.id)!);
    }
  });

  it("treats a missing parent as none", () => {
    expect(orderParentsFirst([{ id: "a", parentId: "gone" }])).toEqual([{ id: "a", parentId: null }]);
  });

  it("cuts cycles instead of losing their nodes", () => {
    const ordered = orderParentsFirst([
      { id: "a", parentId: "b" },
      { id: "b", parentId: "a" },
      { id: "self", parentId: "self" },
    ]);
    expect(ids(ordered).sort()).toEqual(["a", "b", "self"]);
    expect(ordered.every((node) => node.parentId === null)).toBe(true);
  });
});
