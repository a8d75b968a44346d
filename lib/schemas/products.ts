import { z } from "zod";

/** A product barcode: EAN-8, UPC-A (12), EAN-13 or GTIN-14 — 8 to 14 digits. */
const PRODUCT_CODE = /^\d{8,14}$/;

/** Whether a scanned or typed text (trimmed) can be looked up in the product databases. */
export function isProductCode(text: string): boolean {
  return PRODUCT_CODE.test(text.trim());
}

const codeValue = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .describe("the barcode, 8 to 14 digits (EAN-8, UPC-A, EAN-13, GTIN-14); productEAN or data, once");

/**
 * `GET /v1/products/search-from-barcode?productEAN=` (HomeBox's name) or `?data=` (its OpenAPI
 * document's): the code, trimmed. A missing, repeated or malformed code breaks the rule of the
 * field the client used.
 */
export const barcodeSearchQuery = z
  .object({ productEAN: codeValue, data: codeValue })
  .transform((query, ctx) => {
    const field = query.productEAN === undefined && query.data !== undefined ? "data" : "productEAN";
    const raw = query[field];
    if (Array.isArray(raw)) {
      ctx.issues.push({ code: "custom", path: [field], message: "must be given once", input: raw });
      return z.NEVER;
    }
    const code = (raw ?? "").trim();
    if (code === "") {
      ctx.issues.push({ code: "custom", path: [field], message: "is required", input: raw });
      return z.NEVER;
    }
    if (!PRODUCT_CODE.test(code)) {
      ctx.issues.push({
        code: "custom",
        path: [field],
        message: "must be a barcode of 8 to 14 digits",
        input: raw,
      });
      return z.NEVER;
    }
    return { code };
  });
export type BarcodeSearchQuery = z.infer<typeof barcodeSearchQuery>;

/** HomeBox's EntityCreate, as a barcode result prefills it. */
export const barcodeProductItemOut = z.object({
  name: z.string(),
  description: z.string(),
  manufacturer: z.string(),
  modelNumber: z.string(),
  quantity: z.number(),
  parentId: z.string().nullable(),
  /** The zero UUID: no entity type chosen (HomeBox clients send it for "none"). */
  entityTypeId: z.string(),
  tagIds: z.array(z.string()),
});

/** One answer of the barcode search (HomeBox's repo.BarcodeProduct). */
export const barcodeProductOut = z.object({
  barcode: z.string(),
  /** Always "": Cairn does not download the providers' images; clients can show imageURL. */
  imageBase64: z.string(),
  imageURL: z.string(),
  item: barcodeProductItemOut,
  manufacturer: z.string(),
  modelNumber: z.string(),
  notes: z.string(),
  search_engine_name: z.string(),
});
export type BarcodeProduct = z.infer<typeof barcodeProductOut>;

export const barcodeProductList = z.array(barcodeProductOut);

/**
 * Cairn's header on the lookup's empty 204: `unreachable` when no product database answered (a miss
 * says nothing), `incomplete` when some did not. Absent when all answered and none knew the code.
 */
export const PRODUCT_LOOKUP_HEADER = "X-Cairn-Product-Lookup";
export type ProductLookupReach = "unreachable" | "incomplete";
