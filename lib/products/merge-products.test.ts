import { describe, expect, it } from "vitest";
import { mergeProducts } from "./merge-products";
import { providerProduct, toBarcodeProduct } from "./provider-product";

const product = (source: string, fields: Parameters<typeof providerProduct>[0]) =>
  toBarcodeProduct("5035048748428", source, providerProduct(fields));

describe("mergeProducts", () => {
  it("keeps the first provider's result for the same name and fills its blanks from the others", () => {
    const merged = mergeProducts([
      product("upcitemdb.com", { name: "DeWalt DCD796 Combi-Drill", manufacturer: "DeWalt" }),
      product("openproductsfacts.org", { name: "Perceuse DCD796", manufacturer: "DeWalt" }),
      product("barcodespider.com", {
        name: "dewalt  dcd796 combi drill!",
        manufacturer: "DEWALT",
        modelNumber: "DCD796D2",
        description: "18V drill",
        imageURL: "https://img.example.com/a.jpg",
        notes: "Category: Drills",
      }),
    ]);
    expect(merged.map((found) => found.search_engine_name)).toEqual([
      "upcitemdb.com",
      "openproductsfacts.org",
    ]);
    expect(merged[0]).toMatchObject({
      manufacturer: "DeWalt",
      modelNumber: "DCD796D2",
      imageURL: "https://img.example.com/a.jpg",
      notes: "Category: Drills",
      item: {
        name: "DeWalt DCD796 Combi-Drill",
        description: "18V drill",
        manufacturer: "DeWalt",
        modelNumber: "DCD796D2",
      },
    });
  });

  it("treats accents and case alike, and drops results without a name, brand or model", () => {
    const merged = mergeProducts([
      product("openfoodfacts.org", { name: "Crème Brûlée" }),
      product("openbeautyfacts.org", { name: "creme brulee" }),
      product("upcitemdb.com", { description: "only a description" }),
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]!.search_engine_name).toBe("openfoodfacts.org");
  });

  it("answers the HomeBox result shape with an item ready to create", () => {
    expect(product("upcitemdb.com", { name: "Drill" })).toEqual({
      barcode: "5035048748428",
      imageBase64: "",
      imageURL: "",
      item: {
        name: "Drill",
        description: "",
        manufacturer: "",
        modelNumber: "",
        quantity: 1,
        parentId: null,
        entityTypeId: "00000000-0000-0000-0000-000000000000",
        tagIds: [],
      },
      manufacturer: "",
      modelNumber: "",
      notes: "",
      search_engine_name: "upcitemdb.com",
    });
  });
});
