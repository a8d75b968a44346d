import { apiRoute } from "@/lib/http/api-route";
import { shoppingListCsv } from "@/lib/stock/shopping-list-csv";

export const GET = apiRoute(
  {
    access: "tenant",
    summary: "Cairn: the shopping list (items below their minimum) as CSV",
    responseMediaType: "text/csv",
  },
  ({ tenant }) => shoppingListCsv(tenant),
);
