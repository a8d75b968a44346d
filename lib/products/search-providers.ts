import { log } from "@/lib/log";
import type { BarcodeProduct } from "@/lib/schemas/products";
import type { BarcodeProvider } from "./barcode-providers";
import { fetchProviderJson } from "./fetch-provider-json";
import { toBarcodeProduct } from "./provider-product";

/** Every provider's results for a code, in provider order, and how many providers failed. */
export type ProviderResults = { products: BarcodeProduct[]; failures: number };

/** Why a provider failed, in a few words (fetch's own "fetch failed" hides the cause). */
function failureReason(error: unknown, timeoutMs: number): string {
  const reason = error as (Error & { cause?: { code?: unknown; message?: unknown } }) | undefined;
  if (reason?.name === "TimeoutError" || reason?.name === "AbortError")
    return `no answer within ${timeoutMs} ms`;
  const cause = reason?.cause?.code ?? reason?.cause?.message;
  const message = reason?.message ?? String(error);
  return typeof cause === "string" ? `${message} (${cause})` : message;
}

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
    log.warn("barcode provider failed", {
      provider: providers[index]!.name,
      barcode: code,
      reason: failureReason(result.reason, timeoutMs),
    });
  });
  return { products, failures };
}
