import { describe, expect, it } from "vitest";
import { topLocationLevels } from "./location-levels";
import type { LocationNode } from "./location-tree";

const node = (id: string, children: LocationNode[] = []): LocationNode => ({
  id,
  name: id,
  itemCount: 1,
  quantity: 1,
  children,
});

describe("topLocationLevels", () => {
  const tree = [node("house", [node("garage", [node("shelf", [node("box")])])]), node("shed")];

  it("keeps the first levels with their child counts and cuts below", () => {
    expect(topLocationLevels(tree, 2)).toEqual([
      {
        id: "house",
        name: "house",
        itemCount: 1,
        quantity: 1,
        childCount: 1,
        children: [
          { id: "garage", name: "garage", itemCount: 1, quantity: 1, childCount: 1, children: null },
        ],
      },
      { id: "shed", name: "shed", itemCount: 1, quantity: 1, childCount: 0, children: [] },
    ]);
  });

  it("sends only the roots for one level", () => {
    expect(topLocationLevels(tree, 1).map((root) => root.children)).toEqual([null, null]);
  });
});
