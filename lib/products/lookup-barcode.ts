import { barcodeLookupConfig } from "@/lib/config/barcode-lookup";
import { PRODUCT_LOOKUP_HEADER, type BarcodeProduct } from "@/lib/schemas/products";
import { barcodeProviders } from "./barcode-providers";
import { readCachedLookup, storeLookup } from "./barcode-cache";
import { mergeProducts } from "./merge-products";
import { searchProviders } from "./search-providers";

/**
 * A lookup's products, and whether the product databases were there to ask: `all` answered,
 * `some` failed (a miss may be one of theirs) or `none` answered (nothing is known either way).
 */
export type BarcodeLookup = { products: BarcodeProduct[]; reached: "all" | "some" | "none" };

/** Lookups under way in this process, so the same code asked twice at once asks the providers once. */
const inFlight = new Map<string, Promise<BarcodeLookup>>();

async function askAndCache(code: string): Promise<BarcodeLookup> {
  const config = barcodeLookupConfig();
  const providers = barcodeProviders(config);
  const { products, failures } = await searchProviders(providers, code, config.timeoutMs);
  const merged = mergeProducts(products);
  if (merged.length > 0 || failures === 0) await storeLookup(code, merged);
  const reached = failures === 0 ? "all" : failures < providers.length ? "some" : "none";
  return { products: merged, reached };
}

/**
 * What the product databases know about a code: the cached answer while fresh, else every
 * provider at once, merged. A miss is cached only when every provider answered, so a provider that
 * was down is asked again next time.
 */
export async function lookupBarcode(code: string): Promise<BarcodeLookup> {
  const cached = await readCachedLookup(code);
  if (cached) return { products: cached, reached: "all" };
  let pending = inFlight.get(code);
  if (!pending) {
    pending = askAndCache(code).finally(() => inFlight.delete(code));
    inFlight.set(code, pending);
  }
  return pending;
}

/**
 * `GET /v1/products/search-from-barcode`: the products, or HomeBox's empty 204 when none is found.
 * Cairn adds a header to that 204 when product databases could not be asked (PRODUCT_LOOKUP_HEADER),
 * so the scanner can tell "unknown product" from "no answer"; HomeBox clients ignore it.
 */
export async function barcodeLookupAnswer(code: string): Promise<BarcodeProduct[] | Response> {
  const { products, reached } = await lookupBarcode(code);
  if (products.length > 0) return products;
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (reached !== "all") headers[PRODUCT_LOOKUP_HEADER] = reached === "none" ? "unreachable" : "incomplete";
  return new Response(null, { status: 204, headers });
}
