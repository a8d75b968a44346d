import { describe, expect, it } from "vitest";
import { newItemHref } from "./new-item-href";

describe("newItemHref", () => {
  it("carries the code alone when nothing is known about it", () => {
    expect(newItemHref("4006381333931")).toBe("/entities/new?barcode=4006381333931");
  });

  it("prefills what a product lookup found, skipping blanks", () => {
    const href = newItemHref("4006381333931", {
      manufacturer: "Stabilo",
      modelNumber: " ",
      item: { name: "Pen & ink" },
    });
    const params = new URL(href, "http://x").searchParams;
    expect(Object.fromEntries(params)).toEqual({
      barcode: "4006381333931",
      name: "Pen & ink",
      manufacturer: "Stabilo",
    });
  });
});
