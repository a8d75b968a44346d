import { describe, expect, it } from "vitest";
import { ZERO_UUID } from "./common";
import { optionalReference, referenceList, tagColour, tagCreate } from "./tags";

const ID = "3f2b8f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";

describe("optionalReference", () => {
  it("reads null, absent, empty and the zero UUID as none", () => {
    for (const value of [undefined, null, "", ZERO_UUID]) expect(optionalReference.parse(value)).toBeNull();
  });

  it("keeps a UUID (lower-cased) and refuses anything else", () => {
    expect(optionalReference.parse(ID.toUpperCase())).toBe(ID);
    expect(optionalReference.safeParse("not-a-uuid").success).toBe(false);
    expect(optionalReference.safeParse(42).success).toBe(false);
  });
});

describe("referenceList", () => {
  it("drops duplicates and reads null as empty", () => {
    expect(referenceList().parse([ID, ID.toUpperCase()])).toEqual([ID]);
    expect(referenceList().parse(null)).toEqual([]);
    expect(referenceList().safeParse(["x"]).success).toBe(false);
  });
});

describe("tagColour", () => {
  it("accepts CSS hex colours (lower-cased) and empty", () => {
    expect(tagColour.parse("#ABC")).toBe("#abc");
    expect(tagColour.parse("#1e90ffcc")).toBe("#1e90ffcc");
    expect(tagColour.parse(" #1E90FF ")).toBe("#1e90ff");
    expect(tagColour.parse("")).toBe("");
    expect(tagColour.parse(null)).toBe("");
    expect(tagColour.parse(undefined)).toBe("");
  });

  it("refuses names, rgb() and malformed hex", () => {
    for (const value of ["red", "rgb(0,0,0)", "#12", "#12345", "#ggg", "1e90ff", "#1e90ff00ff"]) {
      expect(tagColour.safeParse(value).success, value).toBe(false);
    }
  });
});

describe("tagCreate", () => {
  it("requires a name of 1..255 characters and limits the icon to 64", () => {
    expect(tagCreate.safeParse({}).success).toBe(false);
    expect(tagCreate.safeParse({ name: "  " }).success).toBe(false);
    expect(tagCreate.safeParse({ name: "x".repeat(256) }).success).toBe(false);
    expect(tagCreate.safeParse({ name: "ok", icon: "i".repeat(65) }).success).toBe(false);
    expect(tagCreate.parse({ name: " Tools ", icon: "i".repeat(64) })).toEqual({
      name: "Tools",
      description: "",
      color: "",
      icon: "i".repeat(64),
      parentId: null,
    });
  });
});
