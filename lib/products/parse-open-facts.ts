import { hasContent, providerProduct, type ProviderProduct } from "./provider-product";

/** The fields asked of the Open Food Facts family (`?fields=`), which keeps their answers small. */
export const OPEN_FACTS_FIELDS = [
  "code",
  "product_name",
  "product_name_en",
  "generic_name",
  "brands",
  "quantity",
  "image_url",
  "image_front_url",
].join(",");

type OpenFactsProduct = Record<string, unknown>;

function firstText(product: OpenFactsProduct, keys: string[]): unknown {
  for (const key of keys) {
    const value = product[key];
    if (typeof value === "string" && value.trim()) return value;
  }
  return "";
}

/**
 * Open Food Facts, Open Beauty Facts and Open Products Facts answer `/api/v2/product/<code>.json`
 * alike: `{code, status: 1, product: {product_name, generic_name, brands: "A,B", quantity,
 * image_url}}`; an unknown code is `status: 0` (with HTTP 404).
 */
export function parseOpenFacts(body: unknown): ProviderProduct[] {
  const answer = body as { status?: unknown; product?: unknown } | null;
  if (!answer || answer.status !== 1) return [];
  if (typeof answer.product !== "object" || answer.product === null) return [];
  const product = answer.product as OpenFactsProduct;
  const brands = typeof product.brands === "string" ? product.brands : "";
  const quantity = firstText(product, ["quantity"]);
  const found = providerProduct({
    name: firstText(product, ["product_name", "product_name_en", "generic_name"]),
    description: firstText(product, ["generic_name"]),
    manufacturer: brands.split(",")[0],
    imageURL: firstText(product, ["image_url", "image_front_url"]),
    notes: quantity ? `Quantity: ${String(quantity)}` : "",
  });
  if (found.description === found.name) found.description = "";
  return hasContent(found) ? [found] : [];
}
