import { describe, expect, it } from "vitest";
import { nearestLocationNames } from "./nearest-location-names";

const skeleton = [
  { id: "garage", parentId: null, name: "Garage", isLocation: true },
  { id: "shelf", parentId: "garage", name: "Shelf 2", isLocation: true },
  { id: "toolbox", parentId: "shelf", name: "Toolbox", isLocation: false },
  { id: "case", parentId: "toolbox", name: "Drill case", isLocation: false },
  { id: "loose", parentId: null, name: "Crate on no shelf", isLocation: false },
  { id: "a", parentId: "b", name: "A", isLocation: false },
  { id: "b", parentId: "a", name: "B", isLocation: false },
];

describe("nearestLocationNames", () => {
  it("climbs through items to the nearest location, and a location parent names itself", () => {
    const names = nearestLocationNames(skeleton, ["case", "toolbox", "shelf", "garage", null]);
    expect(Object.fromEntries(names)).toEqual({
      case: "Shelf 2",
      toolbox: "Shelf 2",
      shelf: "Shelf 2",
      garage: "Garage",
    });
  });

  it("leaves out parents with no location above, unknown ids and cycles", () => {
    expect(nearestLocationNames(skeleton, ["loose", "gone", "a"]).size).toBe(0);
  });
});
