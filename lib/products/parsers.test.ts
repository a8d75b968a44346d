import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseBarcodeSpider } from "./parse-barcodespider";
import { parseOpenFacts } from "./parse-open-facts";
import { parseUpcItemDb } from "./parse-upcitemdb";

const fixtures = path.resolve(import.meta.dirname, "..", "..", "tests", "fixtures", "barcode");
const fixture = (name: string): unknown => JSON.parse(readFileSync(path.join(fixtures, name), "utf8"));

describe("parseUpcItemDb", () => {
  it("reads title, brand, model, description, the first image and the category", () => {
    expect(parseUpcItemDb(fixture("upcitemdb-found.json"))).toEqual([
      {
        name: "DeWalt DCD796D2 18V XR Brushless Combi Drill",
        description: "Compact brushless combi drill with two 2.0Ah batteries, charger and kit box.",
        manufacturer: "DeWalt",
        modelNumber: "DCD796D2",
        imageURL: "https://images.example.com/dewalt/dcd796d2.jpg",
        notes: "Category: Hardware > Tools > Drills",
      },
    ]);
  });

  it("finds nothing in an empty answer or in garbage", () => {
    expect(parseUpcItemDb(fixture("upcitemdb-empty.json"))).toEqual([]);
    for (const garbage of [null, "x", 5, { items: "no" }, { items: [null, 3, {}] }]) {
      expect(parseUpcItemDb(garbage)).toEqual([]);
    }
  });

  it("cleans the texts: control characters, spacing, length, non-http images", () => {
    const [product] = parseUpcItemDb({
      items: [
        {
          title: `  Drill\u0000\n\t${"x".repeat(400)}`,
          brand: 42,
          model: ["not", "text"],
          images: ["javascript:alert(1)"],
        },
      ],
    });
    expect(product!.name).toHaveLength(255);
    expect(product!.name.startsWith("Drill x")).toBe(true);
    expect(product!.manufacturer).toBe("42");
    expect(product!.modelNumber).toBe("");
    expect(product!.imageURL).toBe("");
  });
});

describe("parseOpenFacts", () => {
  it("reads a food product: name, first brand, generic name, quantity and image", () => {
    expect(parseOpenFacts(fixture("openfoodfacts-found.json"))).toEqual([
      {
        name: "Nutella",
        description: "Pâte à tartiner aux noisettes et au cacao",
        manufacturer: "Nutella",
        modelNumber: "",
        imageURL: "https://images.openfoodfacts.org/images/products/301/762/042/2003/front_en.633.400.jpg",
        notes: "Quantity: 400 g",
      },
    ]);
  });

  it("falls back to the English name when the main one is blank", () => {
    const [product] = parseOpenFacts(fixture("openbeautyfacts-found.json"));
    expect(product).toMatchObject({
      name: "Elvital Total Repair 5 Shampoo",
      manufacturer: "L'Oréal Paris",
      description: "",
    });
  });

  it("finds nothing for status 0 or a product without a name or brand", () => {
    expect(parseOpenFacts(fixture("openfacts-not-found.json"))).toEqual([]);
    expect(parseOpenFacts({ status: 1, product: { quantity: "1 l" } })).toEqual([]);
    expect(parseOpenFacts({ status: 1 })).toEqual([]);
    expect(parseOpenFacts(null)).toEqual([]);
  });
});

describe("parseBarcodeSpider", () => {
  it("reads the item attributes, the brand before the manufacturer, the MPN without a model", () => {
    expect(parseBarcodeSpider(fixture("barcodespider-found.json"))).toEqual([
      {
        name: "DEWALT DCD796D2 18V XR brushless combi drill",
        description: "18V XR Li-ion brushless compact combi drill; 2 x 2.0Ah batteries.",
        manufacturer: "DEWALT",
        modelNumber: "DCD796D2-GB",
        imageURL: "https://images.example.com/spider/5035048748428.jpg",
        notes: "Category: Power Drills",
      },
    ]);
  });

  it("finds nothing when item_response is not 200, or in garbage", () => {
    expect(parseBarcodeSpider(fixture("barcodespider-not-found.json"))).toEqual([]);
    expect(parseBarcodeSpider({ item_response: { code: 200 }, item_attributes: { title: "" } })).toEqual([]);
    expect(parseBarcodeSpider([])).toEqual([]);
  });
});
