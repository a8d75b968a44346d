import { ZERO_UUID } from "@/lib/schemas/common";
import type { BarcodeProduct } from "@/lib/schemas/products";

/** A product as a provider's parser reads it, before it becomes a BarcodeProduct. */
export type ProviderProduct = {
  name: string;
  description: string;
  manufacturer: string;
  modelNumber: string;
  imageURL: string;
  notes: string;
};

/** Limits of the entity fields the result prefills, so a client can create the item as it is. */
const LIMITS = { name: 255, description: 1000, manufacturer: 255, modelNumber: 255, notes: 1000 };

/** A provider's text value: a trimmed string with control characters and runs of spaces collapsed. */
export function cleanText(value: unknown, max = 1000): string {
  if (typeof value !== "string" && typeof value !== "number") return "";
  const text = String(value)
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return Array.from(text).slice(0, max).join("").trim();
}

/** An image address only when it is an absolute http(s) URL; anything else is dropped. */
export function cleanImageUrl(value: unknown): string {
  if (typeof value !== "string" || value.length > 2048) return "";
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : "";
  } catch {
    return "";
  }
}

/** A parser's product with every field cleaned and cut to the entity limits. */
export function providerProduct(fields: Partial<Record<keyof ProviderProduct, unknown>>): ProviderProduct {
  return {
    name: cleanText(fields.name, LIMITS.name),
    description: cleanText(fields.description, LIMITS.description),
    manufacturer: cleanText(fields.manufacturer, LIMITS.manufacturer),
    modelNumber: cleanText(fields.modelNumber, LIMITS.modelNumber),
    imageURL: cleanImageUrl(fields.imageURL),
    notes: cleanText(fields.notes, LIMITS.notes),
  };
}

/** Whether a provider said anything useful about the product. */
export function hasContent(product: ProviderProduct): boolean {
  return Boolean(product.name || product.manufacturer || product.modelNumber);
}

/** The answer shape (HomeBox's repo.BarcodeProduct) for one provider's product. */
export function toBarcodeProduct(code: string, source: string, product: ProviderProduct): BarcodeProduct {
  return {
    barcode: code,
    imageBase64: "",
    imageURL: product.imageURL,
    item: {
      name: product.name,
      description: product.description,
      manufacturer: product.manufacturer,
      modelNumber: product.modelNumber,
      quantity: 1,
      parentId: null,
      entityTypeId: ZERO_UUID,
      tagIds: [],
    },
    manufacturer: product.manufacturer,
    modelNumber: product.modelNumber,
    notes: product.notes,
    search_engine_name: source,
  };
}
