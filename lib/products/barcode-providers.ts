import type { BarcodeLookupConfig } from "@/lib/config/barcode-lookup";
import { parseBarcodeSpider } from "./parse-barcodespider";
import { OPEN_FACTS_FIELDS, parseOpenFacts } from "./parse-open-facts";
import { parseUpcItemDb } from "./parse-upcitemdb";
import type { ProviderProduct } from "./provider-product";

/** One product database: where to ask about a code, and how to read its answer. */
export type BarcodeProvider = {
  /** The search_engine_name of its results. */
  name: string;
  url: (code: string) => string;
  headers?: Record<string, string>;
  notFoundStatuses: number[];
  parse: (body: unknown) => ProviderProduct[];
};

function openFacts(name: string, base: string): BarcodeProvider {
  return {
    name,
    url: (code) => `${base}/api/v2/product/${encodeURIComponent(code)}.json?fields=${OPEN_FACTS_FIELDS}`,
    notFoundStatuses: [404],
    parse: parseOpenFacts,
  };
}

/** The providers asked, in the order their results are listed; BarcodeSpider only with a token. */
export function barcodeProviders(config: BarcodeLookupConfig): BarcodeProvider[] {
  const providers: BarcodeProvider[] = [
    {
      name: "upcitemdb.com",
      url: (code) => `${config.upcItemDbUrl}/prod/trial/lookup?upc=${encodeURIComponent(code)}`,
      // 400 is its INVALID_UPC answer (e.g. a wrong check digit): it knows no such product.
      notFoundStatuses: [400, 404],
      parse: parseUpcItemDb,
    },
  ];
  if (config.barcodeSpiderToken) {
    providers.push({
      name: "barcodespider.com",
      url: (code) => `${config.barcodeSpiderUrl}/v1/lookup?upc=${encodeURIComponent(code)}`,
      headers: { token: config.barcodeSpiderToken },
      notFoundStatuses: [404],
      parse: parseBarcodeSpider,
    });
  }
  providers.push(
    openFacts("openfoodfacts.org", config.openFoodFactsUrl),
    openFacts("openbeautyfacts.org", config.openBeautyFactsUrl),
    openFacts("openproductsfacts.org", config.openProductsFactsUrl),
  );
  return providers;
}
