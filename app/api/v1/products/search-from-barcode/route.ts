import { apiRoute } from "@/lib/http/api-route";
import { lookupBarcode } from "@/lib/products/lookup-barcode";
import { barcodeProductList, barcodeSearchQuery } from "@/lib/schemas/products";

export const GET = apiRoute(
  {
    access: "tenant",
    query: barcodeSearchQuery,
    summary: "Look a barcode up in the product databases (204 when none knows it)",
    response: barcodeProductList,
  },
  ({ query }) => lookupBarcode(query.code),
);
