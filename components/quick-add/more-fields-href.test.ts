import { describe, expect, it } from "vitest";
import { moreFieldsHref } from "./more-fields-href";

describe("moreFieldsHref", () => {
  it("is the plain form when nothing was typed", () => {
    expect(moreFieldsHref({ name: " ", tagIds: [], quantity: "1" })).toBe("/entities/new");
  });

  it("carries name, location, tags, quantity and barcode", () => {
    const href = moreFieldsHref({
      name: "Oat drink & co",
      parentId: "p1",
      tagIds: ["t1", "t2"],
      quantity: "3",
      barcode: "7394376616037",
    });
    const params = new URL(href, "http://x").searchParams;
    expect(params.get("name")).toBe("Oat drink & co");
    expect(params.get("parentId")).toBe("p1");
    expect(params.get("tagIds")).toBe("t1,t2");
    expect(params.get("quantity")).toBe("3");
    expect(params.get("barcode")).toBe("7394376616037");
  });
});
