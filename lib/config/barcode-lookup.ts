import "server-only";
import { z } from "zod";

const baseUrl = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : fallback))
    .pipe(
      z
        .url({ protocol: /^https?$/, message: "must be an http(s) URL" })
        .transform((value) => value.replace(/\/+$/, "")),
    )
    // For docs/configuration.md only: the fallback is applied in the transform, out of a walker's reach.
    .meta({ format: "uri", envDefault: fallback });

export const envSchema = z.object({
  CAIRN_UPCITEMDB_URL: baseUrl("https://api.upcitemdb.com"),
  CAIRN_OPENFOODFACTS_URL: baseUrl("https://world.openfoodfacts.org"),
  CAIRN_OPENBEAUTYFACTS_URL: baseUrl("https://world.openbeautyfacts.org"),
  CAIRN_OPENPRODUCTSFACTS_URL: baseUrl("https://world.openproductsfacts.org"),
  CAIRN_BARCODESPIDER_URL: baseUrl("https://api.barcodespider.com"),
  CAIRN_BARCODESPIDER_TOKEN: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined),
  CAIRN_BARCODE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
});

export type BarcodeLookupConfig = {
  upcItemDbUrl: string;
  openFoodFactsUrl: string;
  openBeautyFactsUrl: string;
  openProductsFactsUrl: string;
  barcodeSpiderUrl: string;
  /** BarcodeSpider is asked only when a token is set. Never logged. */
  barcodeSpiderToken: string | undefined;
  timeoutMs: number;
};

/** The barcode providers' settings from the environment (docs/configuration.md, "Barcode lookups"). */
export function parseBarcodeLookupConfig(env: Record<string, string | undefined>): BarcodeLookupConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`invalid configuration: ${problems.join("; ")}`);
  }
  const values = parsed.data;
  return {
    upcItemDbUrl: values.CAIRN_UPCITEMDB_URL,
    openFoodFactsUrl: values.CAIRN_OPENFOODFACTS_URL,
    openBeautyFactsUrl: values.CAIRN_OPENBEAUTYFACTS_URL,
    openProductsFactsUrl: values.CAIRN_OPENPRODUCTSFACTS_URL,
    barcodeSpiderUrl: values.CAIRN_BARCODESPIDER_URL,
    barcodeSpiderToken: values.CAIRN_BARCODESPIDER_TOKEN,
    timeoutMs: values.CAIRN_BARCODE_TIMEOUT_MS,
  };
}

let cached: BarcodeLookupConfig | undefined;

export function barcodeLookupConfig(): BarcodeLookupConfig {
  cached ??= parseBarcodeLookupConfig(process.env);
  return cached;
}
