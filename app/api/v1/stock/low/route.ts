import { apiRoute } from "@/lib/http/api-route";
import { lowStockOut } from "@/lib/schemas/stock";
import { lowStockItems } from "@/lib/stock/low-stock-items";

export const GET = apiRoute(
  {
    access: "tenant",
    summary: "Cairn: the items below their minimum quantity, with what to buy",
    response: lowStockOut,
  },
  async ({ tenant }) => ({ items: await lowStockItems(tenant) }),
);
