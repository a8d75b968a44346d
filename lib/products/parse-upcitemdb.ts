import { hasContent, providerProduct, type ProviderProduct } from "./provider-product";

type UpcItemDbItem = {
  title?: unknown;
  description?: unknown;
  brand?: unknown;
  model?: unknown;
  category?: unknown;
  images?: unknown;
};

/**
 * UPCItemDB's `/prod/trial/lookup?upc=` answer: `{code: "OK", total, items: [{title, description,
 * brand, model, category, images: [...]}, ...]}`. An unknown code is `total: 0, items: []`.
 */
export function parseUpcItemDb(body: unknown): ProviderProduct[] {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return [];
  return items
    .filter((item): item is UpcItemDbItem => typeof item === "object" && item !== null)
    .map((item) =>
      providerProduct({
        name: item.title,
        description: item.description,
        manufacturer: item.brand,
        modelNumber: item.model,
        imageURL: Array.isArray(item.images) ? item.images.find((url) => typeof url === "string") : "",
        notes: typeof item.category === "string" && item.category.trim() ? `Category: ${item.category}` : "",
      }),
    )
    .filter(hasContent);
}
