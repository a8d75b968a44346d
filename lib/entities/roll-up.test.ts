import { describe, expect, it } from "vitest";
import {
  containersBelow,
  directTotals,
  rollUp,
  topLevelLocations,
  type Container,
  type DirectCounts,
  type DirectValues,
} from "./roll-up";

const location = (id: string, parentId: string | null = null): Container => ({
  id,
  parentId,
  isLocation: true,
});
const item = (id: string, parentId: string | null = null): Container => ({ id, parentId, isLocation: false });
/** `count` unsold items of `quantity` each, all at `price` ten-thousandths apiece, directly in a container. */
type Group = [containerId: string, quantity: number, count: number, price: bigint];
function sums(...groups: Group[]) {
  const counts: DirectCounts[] = groups.map(([containerId, quantity, count]) => ({
    containerId,
    count,
    quantity: quantity * count,
  }));
  const values: DirectValues[] = groups.map(([containerId, quantity, count, price]) => ({
    containerId,
    quantity,
    priceSum: price * BigInt(count),
  }));
  return directTotals(counts, values);
}

// House ⊃ Garage ⊃ Shelf; the shelf holds a toolbox (an item) with screwdrivers inside.
const house = [
  location("house"),
  location("garage", "house"),
  location("shelf", "garage"),
  item("toolbox", "shelf"),
  location("attic", "house"),
];

describe("directTotals", () => {
  it("counts entries, sums quantities and multiplies per-quantity price sums exactly", () => {
    // 1000 items of 0.1 at quantity 3: a float sum would drift, ten-thousandths do not.
    const direct = sums(["a", 3, 1000, 1000n], ["a", 1, 2, 25_000n]);
    expect(direct.get("a")).toEqual({ items: 1002, quantity: 3002, value: 3_050_000n });
  });

  it("keeps sold items in the counts but not in the value", () => {
    const direct = directTotals(
      [{ containerId: "a", count: 3, quantity: 7 }],
      [{ containerId: "a", quantity: 2, priceSum: 10_000n }],
    );
    expect(direct.get("a")).toEqual({ items: 3, quantity: 7, value: 20_000n });
  });
});

describe("rollUp", () => {
  it("adds what is inside sub-locations and inside items to every location above", () => {
    const totals = rollUp(
      house,
      sums(
        ["house", 1, 1, 10_000n], // a sofa in the house itself
        ["garage", 2, 3, 5_000n], // three pairs of boots at 0.50 a boot
        ["shelf", 1, 1, 0n], // an unpriced jar
        ["toolbox", 5, 2, 10_000n], // two packs of five screwdrivers at 1.00 apiece
      ),
    );
    expect(totals.get("shelf")).toEqual({ items: 3, quantity: 11, value: 100_000n });
    expect(totals.get("garage")).toEqual({ items: 6, quantity: 17, value: 130_000n });
    expect(totals.get("house")).toEqual({ items: 7, quantity: 18, value: 140_000n });
    expect(totals.get("attic")).toEqual({ items: 0, quantity: 0, value: 0n });
    // Items get no totals of their own unless asked for.
    expect(totals.has("toolbox")).toBe(false);
    const toolbox = rollUp(house, sums(["toolbox", 5, 2, 10_000n]), ["toolbox"]).get("toolbox");
    expect(toolbox).toEqual({ items: 2, quantity: 10, value: 100_000n });
  });

  it("never counts a parent's items in its children, and the top level adds up to everything placed", () => {
    const totals = rollUp(house, sums(["house", 1, 1, 10_000n], ["attic", 1, 4, 10_000n]));
    expect(totals.get("garage")).toEqual({ items: 0, quantity: 0, value: 0n });
    expect(totals.get("attic")!.value + totals.get("garage")!.value).toBe(40_000n);
    expect(totals.get("house")!.value).toBe(50_000n);
  });

  it("stops at a parent outside the known containers and counts each location once on a cycle", () => {
    const cyclic = [location("a", "b"), location("b", "a"), location("c", "elsewhere")];
    const totals = rollUp(cyclic, sums(["a", 1, 1, 10_000n], ["c", 1, 2, 0n]));
    expect(totals.get("a")).toEqual({ items: 1, quantity: 1, value: 10_000n });
    expect(totals.get("b")).toEqual({ items: 1, quantity: 1, value: 10_000n });
    expect(totals.get("c")).toEqual({ items: 2, quantity: 2, value: 0n });
  });

  it("ignores sums of containers it does not know", () => {
    expect(rollUp([location("a")], sums(["ghost", 1, 9, 9n])).get("a")).toEqual({
      items: 0,
      quantity: 0,
      value: 0n,
    });
  });
});

describe("topLevelLocations", () => {
  it("names the locations with no location above, also one inside an item", () => {
    const tree = [...house, item("crate"), location("in-crate", "crate"), location("orphan", "gone")];
    expect(topLevelLocations(tree).sort()).toEqual(["house", "in-crate", "orphan"]);
  });

  it("leaves out locations caught in a cycle of locations", () => {
    expect(topLevelLocations([location("a", "b"), location("b", "a")])).toEqual([]);
  });
});

describe("containersBelow", () => {
  it("walks the skeleton down from the roots, items that hold items included", () => {
    expect(containersBelow(house, ["garage"]).sort()).toEqual(["garage", "shelf", "toolbox"]);
    expect(containersBelow(house, ["house"]).length).toBe(house.length);
    expect(containersBelow(house, ["nowhere"])).toEqual([]);
  });

  it("walks a cycle once", () => {
    expect(containersBelow([location("a", "b"), location("b", "a")], ["a"]).sort()).toEqual(["a", "b"]);
  });
});
