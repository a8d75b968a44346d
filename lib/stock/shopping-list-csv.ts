import type { TenantContext } from "@/lib/auth/principal";
import { csvResponse, fileDate } from "@/lib/data-exchange/csv-response";
import { LOCATION_SEPARATOR } from "@/lib/data-exchange/homebox-columns";
import { lowStockItems } from "./low-stock-items";

/** The shopping list's columns (Cairn's own file, not HomeBox's format). */
export const SHOPPING_LIST_COLUMNS = ["item", "location", "have", "minimum", "to_buy", "unit"] as const;

/**
 * `GET /v1/stock/shopping-list.csv`: the low-stock items as a CSV to print or take to the shop.
 * Cells go through the same writer as the item export, so a name such as "=HYPERLINK(…)" is
 * escaped and never runs as a spreadsheet formula.
 */
export async function shoppingListCsv(ctx: TenantContext): Promise<Response> {
  const items = await lowStockItems(ctx);
  let sent = false;
  return csvResponse(`cairn-shopping-list-${fileDate()}.csv`, SHOPPING_LIST_COLUMNS, async () => {
    if (sent) return null;
    sent = true;
    return items.map((item) => [
      item.name,
      item.path.join(LOCATION_SEPARATOR),
      String(item.quantity),
      String(item.minQuantity),
      String(item.toBuy),
      item.unit,
    ]);
  });
}
