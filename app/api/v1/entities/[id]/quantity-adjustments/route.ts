import { apiRoute, idParams } from "@/lib/http/api-route";
import { quantityAdjustmentBody, quantityAdjustmentOut } from "@/lib/schemas/stock";
import { adjustQuantity } from "@/lib/stock/adjust-quantity";

export const POST = apiRoute(
  {
    access: "tenant",
    params: idParams,
    body: quantityAdjustmentBody,
    summary: "Cairn: add to or take from an item's quantity atomically (never below 0)",
    response: quantityAdjustmentOut,
  },
  ({ tenant, params, body }) => adjustQuantity(tenant, params.id, body.delta),
);
