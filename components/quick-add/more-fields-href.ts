/** What the quick add sheet holds when its person asks for the full form. */
export type QuickAddValues = {
  name: string;
  parentId?: string;
  tagIds: readonly string[];
  quantity: string;
  barcode?: string;
};

/** The full new-item form's address, prefilled with what was typed in the sheet (not the photo). */
export function moreFieldsHref(values: QuickAddValues): string {
  const params = new URLSearchParams();
  const name = values.name.trim();
  if (name) params.set("name", name);
  if (values.parentId) params.set("parentId", values.parentId);
  if (values.tagIds.length > 0) params.set("tagIds", values.tagIds.join(","));
  const quantity = values.quantity.trim();
  if (quantity && quantity !== "1") params.set("quantity", quantity);
  if (values.barcode) params.set("barcode", values.barcode);
  const query = params.toString();
  return query ? `/entities/new?${query}` : "/entities/new";
}
