/**
 * Barcode provider URLs for test servers: port 9 on loopback, which fetch refuses outright, so a
 * lookup fails at once and never leaves the machine. Tests with fake providers pass their own URLs.
 */
const CLOSED = "http://127.0.0.1:9";

export const offlineBarcodeProviders: Record<string, string> = {
  CAIRN_UPCITEMDB_URL: CLOSED,
  CAIRN_OPENFOODFACTS_URL: CLOSED,
  CAIRN_OPENBEAUTYFACTS_URL: CLOSED,
  CAIRN_OPENPRODUCTSFACTS_URL: CLOSED,
  CAIRN_BARCODESPIDER_URL: CLOSED,
};
