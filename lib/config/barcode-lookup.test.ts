import { describe, expect, it } from "vitest";
import { parseBarcodeLookupConfig } from "./barcode-lookup";

describe("parseBarcodeLookupConfig", () => {
  it("defaults to the public hosts, a 4 s timeout and no BarcodeSpider token", () => {
    expect(parseBarcodeLookupConfig({})).toEqual({
      upcItemDbUrl: "https://api.upcitemdb.com",
      openFoodFactsUrl: "https://world.openfoodfacts.org",
      openBeautyFactsUrl: "https://world.openbeautyfacts.org",
      openProductsFactsUrl: "https://world.openproductsfacts.org",
      barcodeSpiderUrl: "https://api.barcodespider.com",
      barcodeSpiderToken: undefined,
      timeoutMs: 4000,
    });
  });

  it("reads every variable, dropping trailing slashes", () => {
    expect(
      parseBarcodeLookupConfig({
        CAIRN_UPCITEMDB_URL: "http://127.0.0.1:8000/upc/",
        CAIRN_OPENFOODFACTS_URL: "http://127.0.0.1:8000/off",
        CAIRN_OPENBEAUTYFACTS_URL: "http://127.0.0.1:8000/obf",
        CAIRN_OPENPRODUCTSFACTS_URL: "http://127.0.0.1:8000/opf",
        CAIRN_BARCODESPIDER_URL: "https://spider.example.com",
        CAIRN_BARCODESPIDER_TOKEN: " secret ",
        CAIRN_BARCODE_TIMEOUT_MS: "1500",
      }),
    ).toEqual({
      upcItemDbUrl: "http://127.0.0.1:8000/upc",
      openFoodFactsUrl: "http://127.0.0.1:8000/off",
      openBeautyFactsUrl: "http://127.0.0.1:8000/obf",
      openProductsFactsUrl: "http://127.0.0.1:8000/opf",
      barcodeSpiderUrl: "https://spider.example.com",
      barcodeSpiderToken: "secret",
      timeoutMs: 1500,
    });
  });

  it("refuses a URL that is not http(s) and a timeout that is not a number of milliseconds", () => {
    expect(() => parseBarcodeLookupConfig({ CAIRN_UPCITEMDB_URL: "ftp://x" })).toThrow("CAIRN_UPCITEMDB_URL");
    expect(() => parseBarcodeLookupConfig({ CAIRN_BARCODE_TIMEOUT_MS: "soon" })).toThrow(
      "CAIRN_BARCODE_TIMEOUT_MS",
    );
  });
});
