import { describe, expect, it } from "vitest";
import { isLowStock } from "./low-stock-marker";
import { lowStockMessage } from "./low-stock-message";

const alert = { groupId: "g", entityId: "e", name: "Coffee", quantity: 1, minQuantity: 2, unit: "bags" };

describe("low stock", () => {
  it("is below a minimum above 0 only", () => {
    expect(isLowStock(1, 2)).toBe(true);
    expect(isLowStock(2, 2)).toBe(false);
    expect(isLowStock(0, 0)).toBe(false);
  });

  it("says what is left in the notifier owner's language, with the unit when there is one", () => {
    expect(lowStockMessage(alert, {})).toEqual({
      title: "Cairn: Coffee is running low",
      body: "Coffee: 1 bags left, minimum 2.",
    });
    expect(lowStockMessage({ ...alert, unit: " " }, {}).body).toBe("Coffee: 1 left, minimum 2.");
    expect(lowStockMessage(alert, { locale: "de" }).body).toBe("Coffee: noch 1 bags, Minimum 2.");
  });
});
