import type { BarcodeProduct } from "@/lib/schemas/products";

/** What of a product lookup's answer prefills the editor. */
type Prefill = Pick<BarcodeProduct, "manufacturer" | "modelNumber"> & {
  item: Pick<BarcodeProduct["item"], "name">;
};

/** The editor's address for a new item with this code, prefilled from a product lookup if any. */
export function newItemHref(code: string, product?: Prefill): string {
  const params = new URLSearchParams({ barcode: code });
  const prefill = {
    name: product?.item?.name,
    manufacturer: product?.manufacturer,
    modelNumber: product?.modelNumber,
  };
  for (const [key, value] of Object.entries(prefill)) {
    const text = value?.trim();
    if (text) params.set(key, text);
  }
  return `/entities/new?${params.toString()}`;
}
