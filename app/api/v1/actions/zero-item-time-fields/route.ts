import { zeroItemTimeFields } from "@/lib/data-exchange/zero-item-time-fields";
import { apiRoute } from "@/lib/http/api-route";
import { actionAmountOut } from "@/lib/schemas/entities";

export const POST = apiRoute(
  {
    access: "tenant",
    summary: "Move purchase, sold and warranty dates to midnight UTC",
    response: actionAmountOut,
  },
  ({ tenant }) => zeroItemTimeFields(tenant),
);
