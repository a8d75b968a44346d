import { apiRoute } from "@/lib/http/api-route";
import { barcodeLookupAnswer } from "@/lib/products/lookup-barcode";
import { barcodeProductList, barcodeSearchQuery } from "@/lib/schemas/products";

export const GET = apiRoute(
  {
    access: "tenant",
    query: barcodeSearchQuery,
    summary:
      "Look a barcode up in the product databases (204 when none knows it; X-Cairn-Product-Lookup says when some or all could not be asked)",
    response: barcodeProductList,
  },
  ({ query }) => barcodeLookupAnswer(query.code),
);
