import { hasContent, providerProduct, type ProviderProduct } from "./provider-product";

/**
 * BarcodeSpider's `/v1/lookup?upc=` answer: `{item_response: {code: 200, status: "OK"},
 * item_attributes: {title, brand, manufacturer, model, mpn, category, image, description}}`. Any
 * other item_response code (404 "No data found", ...) means nothing is known.
 */
export function parseBarcodeSpider(body: unknown): ProviderProduct[] {
  const answer = body as { item_response?: { code?: unknown }; item_attributes?: unknown } | null;
  if (!answer || Number(answer.item_response?.code) !== 200) return [];
  if (typeof answer.item_attributes !== "object" || answer.item_attributes === null) return [];
  const item = answer.item_attributes as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  const found = providerProduct({
    name: item.title,
    description: item.description,
    manufacturer: text(item.brand) || text(item.manufacturer),
    modelNumber: text(item.model) || text(item.mpn),
    imageURL: item.image,
    notes: text(item.category) ? `Category: ${text(item.category)}` : "",
  });
  return hasContent(found) ? [found] : [];
}
