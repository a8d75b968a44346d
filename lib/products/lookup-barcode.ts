import { barcodeLookupConfig } from "@/lib/config/barcode-lookup";
import type { BarcodeProduct } from "@/lib/schemas/products";
import { barcodeProviders } from "./barcode-providers";
import { readCachedLookup, storeLookup } from "./barcode-cache";
import { mergeProducts } from "./merge-products";
import { searchProviders } from "./search-providers";

/** Lookups under way in this process, so the same code asked twice at once asks the providers once. */
const inFlight = new Map<string, Promise<BarcodeProduct[]>>();

async function askAndCache(code: string): Promise<BarcodeProduct[]> {
  const config = barcodeLookupConfig();
  const { products, failures } = await searchProviders(barcodeProviders(config), code, config.timeoutMs);
  const merged = mergeProducts(products);
  if (merged.length > 0 || failures === 0) await storeLookup(code, merged);
  return merged;
}

/**
 * What the product databases know about a code: the cached answer while fresh, else every
 * provider at once, merged. Undefined (204) when nothing is found. A miss is cached only when
 * every provider answered, so a provider that was down is asked again next time.
 */
export async function lookupBarcode(code: string): Promise<BarcodeProduct[] | undefined> {
  let found = await readCachedLookup(code);
  if (!found) {
    let pending = inFlight.get(code);
    if (!pending) {
      pending = askAndCache(code).finally(() => inFlight.delete(code));
      inFlight.set(code, pending);
    }
    found = await pending;
  }
  return found.length > 0 ? found : undefined;
}
