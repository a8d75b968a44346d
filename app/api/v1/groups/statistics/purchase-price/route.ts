import { apiRoute } from "@/lib/http/api-route";
import { purchasePriceQuery, valueOverTimeOut } from "@/lib/schemas/statistics";
import { purchasePriceOverTime } from "@/lib/statistics/purchase-price";

export const GET = apiRoute(
  {
    access: "tenant",
    query: purchasePriceQuery,
    summary: "How the inventory's purchase value built up over a date range",
    response: valueOverTimeOut,
  },
  ({ tenant, query }) => purchasePriceOverTime(tenant, query),
);
