import { getNestedTotals } from "@/lib/entities/get-nested-totals";
import { apiRoute, idParams } from "@/lib/http/api-route";
import { nestedTotalsOut } from "@/lib/schemas/entities";

export const GET = apiRoute(
  {
    access: "tenant",
    params: idParams,
    summary: "Cairn: what an entity holds all the way down (items, summed quantity, value)",
    response: nestedTotalsOut,
  },
  ({ tenant, params }) => getNestedTotals(tenant, params.id),
);
