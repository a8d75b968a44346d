import { describe, expect, it } from "vitest";
import { parseRecentLocations, withRecentLocation, withoutLocation } from "./recent-locations";

const garage = { id: "g", name: "Garage" };
const kitchen = { id: "k", name: "Kitchen" };

describe("recent locations", () => {
  it("reads only a list of named ids", () => {
    expect(parseRecentLocations(null)).toEqual([]);
    expect(parseRecentLocations("not json")).toEqual([]);
    expect(parseRecentLocations('{"id":"g"}')).toEqual([]);
    expect(parseRecentLocations('[{"id":"g","name":"Garage","extra":1},{"id":2},null]')).toEqual([garage]);
  });

  it("puts the last used first, once, and keeps four", () => {
    const four = ["a", "b", "c", "d"].map((id) => ({ id, name: id }));
    expect(withRecentLocation([garage, kitchen], kitchen)).toEqual([kitchen, garage]);
    expect(withRecentLocation([garage], { id: "g", name: "Big garage" })).toEqual([
      { id: "g", name: "Big garage" },
    ]);
    expect(withRecentLocation(four, garage).map((entry) => entry.id)).toEqual(["g", "a", "b", "c"]);
    expect(withoutLocation([garage, kitchen], "g")).toEqual([kitchen]);
  });
});
