import type { BarcodeProduct } from "@/lib/schemas/products";

/** Two names for the same product: equal once case, accents, punctuation and spacing are ignored. */
function nameKey(product: BarcodeProduct): string {
  const text = product.item.name || `${product.manufacturer} ${product.modelNumber}`;
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function fillBlanks(kept: BarcodeProduct, other: BarcodeProduct): BarcodeProduct {
  const manufacturer = kept.manufacturer || other.manufacturer;
  const modelNumber = kept.modelNumber || other.modelNumber;
  return {
    ...kept,
    imageURL: kept.imageURL || other.imageURL,
    manufacturer,
    modelNumber,
    notes: kept.notes || other.notes,
    item: {
      ...kept.item,
      description: kept.item.description || other.item.description,
      manufacturer,
      modelNumber,
    },
  };
}

/**
 * One list from all providers' results, in provider order: results naming the same product (same
 * name, ignoring case and punctuation) become one, the first provider's, with its blank fields
 * filled from the others.
 */
export function mergeProducts(products: BarcodeProduct[]): BarcodeProduct[] {
  const byKey = new Map<string, BarcodeProduct>();
  for (const product of products) {
    const key = nameKey(product);
    if (!key) continue;
    const kept = byKey.get(key);
    byKey.set(key, kept ? fillBlanks(kept, product) : product);
  }
  return [...byKey.values()];
}
