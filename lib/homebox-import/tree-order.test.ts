import { describe, expect, it } from "vitest";
import { treeForCairn } from "./tree-order";

describe("treeForCairn", () => {
  it("keeps a tree within the depth as it is, parents first", () => {
    const { order, parentOf, moved } = treeForCairn(
      [
        { id: "c", parentId: "b" },
        { id: "b", parentId: "a" },
        { id: "a", parentId: null },
      ],
      5,
    );
    expect(order).toEqual(["a", "b", "c"]);
    expect(parentOf.get("c")).toBe("b");
    expect(moved).toEqual([]);
  });

  it("hangs nodes below the deepest level from the deepest allowed ancestor", () => {
    const chain = ["n1", "n2", "n3", "n4", "n5"].map((id, index) => ({
      id,
      parentId: index === 0 ? null : `n${index}`,
    }));
    const { parentOf, moved } = treeForCairn(chain, 3);
    expect(parentOf.get("n3")).toBe("n2");
    expect(parentOf.get("n4")).toBe("n2");
    expect(parentOf.get("n5")).toBe("n2");
    expect(moved).toEqual(["n4", "n5"]);
  });

  it("cuts cycles and missing parents to roots", () => {
    const { parentOf, moved } = treeForCairn(
      [
        { id: "x", parentId: "y" },
        { id: "y", parentId: "x" },
        { id: "z", parentId: "gone" },
      ],
      5,
    );
    expect(parentOf.get("x")).toBeNull();
    expect(parentOf.get("y")).toBeNull();
    expect(parentOf.get("z")).toBeNull();
    expect(moved.sort()).toEqual(["x", "y", "z"]);
  });
});
