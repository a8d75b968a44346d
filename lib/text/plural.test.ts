import { describe, expect, it } from "vitest";
import { plural } from "./plural";

describe("plural", () => {
  it("keeps the singular for exactly one", () => {
    expect(plural(1, "item")).toBe("1 item");
    expect(plural(1, "location")).toBe("1 location");
  });

  it("uses the plural for none, several and fractions", () => {
    expect(plural(0, "item")).toBe("0 items");
    expect(plural(2, "item")).toBe("2 items");
    expect(plural(1.5, "item")).toBe("1.5 items");
  });

  it("groups thousands", () => {
    expect(plural(20000, "location")).toBe("20,000 locations");
  });

  it("knows irregular nouns and takes a given plural", () => {
    expect(plural(3, "entry")).toBe("3 entries");
    expect(plural(1, "entry")).toBe("1 entry");
    expect(plural(2, "person", "people")).toBe("2 people");
  });
});
