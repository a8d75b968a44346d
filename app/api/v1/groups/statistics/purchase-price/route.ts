import { apiRoute } from "@/lib/http/api-route";
import { purchasePriceQuery } from "@/lib/schemas/statistics";
import { purchasePriceOverTime } from "@/lib/statistics/purchase-price";

export const GET = apiRoute({ access: "tenant", query: purchasePriceQuery }, ({ tenant, query }) =>
  purchasePriceOverTime(tenant, query),
);
