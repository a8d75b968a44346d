import { log } from "@/lib/log";
import type { BarcodeProduct } from "@/lib/schemas/products";
import type { BarcodeProvider } from "./barcode-providers";
import { fetchProviderJson } from "./fetch-provider-json";
import { toBarcodeProduct } from "./provider-product";

/** Every provider's results for a code, in provider order, and how many providers failed. */
export type ProviderResults = { products: BarcodeProduct[]; failures: number };

async function askProvider(provider: BarcodeProvider, code: string, signal: AbortSignal) {
  const answer = await fetchProviderJson(provider.url(code), {
    signal,
    headers: provider.headers,
    notFoundStatuses: provider.notFoundStatuses,
  });
  if (!answer.found) return [];
  return provider.parse(answer.body).map((product) => toBarcodeProduct(code, provider.name, product));
}

/**
 * Asks all providers at once, each for at most `timeoutMs`. A provider that fails, times out or
 * answers garbage is logged and skipped.
 */
export async function searchProviders(
  providers: BarcodeProvider[],
  code: string,
  timeoutMs: number,
): Promise<ProviderResults> {
  const signal = AbortSignal.timeout(timeoutMs);
  const settled = await Promise.allSettled(providers.map((provider) => askProvider(provider, code, signal)));
  const products: BarcodeProduct[] = [];
  let failures = 0;
  settled.forEach((result, index) => {
    if (result.status === "fulfilled") {
      products.push(...result.value);
      return;
    }
    failures += 1;
    const reason = result.reason as Error | undefined;
    const timedOut = reason?.name === "TimeoutError" || reason?.name === "AbortError";
    log.warn("barcode provider failed", {
      provider: providers[index]!.name,
      barcode: code,
      reason: timedOut ? `no answer within ${timeoutMs} ms` : (reason?.message ?? String(reason)),
    });
  });
  return { products, failures };
}
