import { db } from "@/lib/db/client";
import { log } from "@/lib/log";
import { barcodeProductList, type BarcodeProduct } from "@/lib/schemas/products";

/** How long a lookup is reused: a found product rarely changes; an unknown code may soon be added. */
export const FOUND_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const NOT_FOUND_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The cached answer for a code while it is fresh ([] for "nobody knows it"), or undefined. The
 * cache is shared by every group and server: it holds public product data, nothing of a tenant.
 */
export async function readCachedLookup(
  code: string,
  now = new Date(),
): Promise<BarcodeProduct[] | undefined> {
  const row = await db().barcodeLookup.findUnique({ where: { barcode: code } });
  if (!row || row.expiresAt <= now) return undefined;
  try {
    const parsed = barcodeProductList.safeParse(JSON.parse(row.products));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps a lookup's answer until its expiry, and clears rows that expired. A failed write (two
 * servers storing the same code at once) only costs a later lookup, so it is logged, not raised.
 */
export async function storeLookup(code: string, products: BarcodeProduct[], now = new Date()): Promise<void> {
  const expiresAt = new Date(now.getTime() + (products.length > 0 ? FOUND_TTL_MS : NOT_FOUND_TTL_MS));
  const data = { products: JSON.stringify(products), expiresAt };
  try {
    await db().barcodeLookup.upsert({
      where: { barcode: code },
      create: { barcode: code, ...data },
      update: data,
    });
    await db().barcodeLookup.deleteMany({ where: { expiresAt: { lt: now } } });
  } catch (error) {
    log.warn("barcode lookup not cached", { barcode: code, reason: (error as Error).message });
  }
}
