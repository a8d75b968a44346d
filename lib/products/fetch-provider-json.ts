import packageJson from "@/package.json";

/** Largest provider answer read; a bigger one is a failure of that provider. */
export const MAX_PROVIDER_BODY_BYTES = 1024 * 1024;

export const PROVIDER_USER_AGENT = `Cairn/${packageJson.version} (self-hosted inventory; barcode product lookup)`;

export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ProviderError";
  }
}

/** What a provider answered: its JSON, or that it does not know the code. */
export type ProviderAnswer = { found: true; body: unknown } | { found: false };

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new ProviderError(`answer larger than ${maxBytes} bytes`);
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new ProviderError(`answer larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * GETs one provider URL (built from the configured base URL; the code is only an encoded path or
 * query value) and reads its JSON answer, at most `maxBytes` of it, until `signal` aborts.
 * `notFoundStatuses` are answers that mean "unknown code"; any other non-200 is a failure.
 */
export async function fetchProviderJson(
  url: string,
  options: {
    signal: AbortSignal;
    headers?: Record<string, string>;
    notFoundStatuses?: number[];
    maxBytes?: number;
  },
): Promise<ProviderAnswer> {
  const response = await fetch(url, {
    signal: options.signal,
    headers: { Accept: "application/json", "User-Agent": PROVIDER_USER_AGENT, ...options.headers },
    redirect: "follow",
    cache: "no-store",
  });
  if (options.notFoundStatuses?.includes(response.status)) {
    await response.body?.cancel();
    return { found: false };
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new ProviderError(`answered HTTP ${response.status}`);
  }
  const text = await readLimited(response, options.maxBytes ?? MAX_PROVIDER_BODY_BYTES);
  try {
    return { found: true, body: JSON.parse(text) as unknown };
  } catch {
    throw new ProviderError("answered something that is not JSON");
  }
}
