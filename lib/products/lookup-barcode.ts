import { barcodeLookupConfig } from "@/lib/config/barcode-lookup";
import type { BarcodeProduct } from "@/lib/schemas/products";
import { barcodeProviders } from "./barcode-providers";
import { readCachedLookup, storeLookup } from "./barcode-cache";
import { mergeProducts } from "./merge-products";
import { searchProviders } from "./search-providers";

/**
 * What the product databases know about a code: the cached answer while fresh, else every
 * provider at once, merged. Undefined (204) when nothing is found. A miss is cached only when
 * every provider answered, so a provider that was down is asked again next time.
 */
export async function lookupBarcode(code: string): Promise<BarcodeProduct[] | undefined> {
  const cached = await readCachedLookup(code);
  if (cached) return cached.length > 0 ? cached : undefined;
  const config = barcodeLookupConfig();
  const { products, failures } = await searchProviders(barcodeProviders(config), code, config.timeoutMs);
  const merged = mergeProducts(products);
  if (merged.length > 0 || failures === 0) await storeLookup(code, merged);
  return merged.length > 0 ? merged : undefined;
}
