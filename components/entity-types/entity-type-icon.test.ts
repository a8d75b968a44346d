import { describe, expect, it } from "vitest";
import { glyphName, isPictureText } from "./entity-type-icon";

describe("entity type icon names", () => {
  it("draws the seeded types' icons", () => {
    expect(glyphName("package")).toBe("package");
    expect(glyphName("map-pin")).toBe("map-pin");
  });

  it("reads icon-set prefixes, other cases and common synonyms", () => {
    expect(glyphName("mdi-home")).toBe("home");
    expect(glyphName("lucide:Wrench")).toBe("wrench");
    expect(glyphName("mdi-package-variant")).toBeUndefined();
    expect(glyphName("box")).toBe("package");
    expect(glyphName(" House ")).toBe("home");
  });

  it("knows nothing of other words, which then get the item or location default", () => {
    expect(glyphName("spaceship")).toBeUndefined();
    expect(glyphName("")).toBeUndefined();
  });

  it("shows an emoji as itself, never a word", () => {
    expect(isPictureText("🧰")).toBe(true);
    expect(isPictureText("🏠")).toBe(true);
    expect(isPictureText("package")).toBe(false);
    expect(isPictureText("")).toBe(false);
  });
});
