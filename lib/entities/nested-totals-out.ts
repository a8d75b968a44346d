import { numberFromMinor } from "@/lib/money";
import type { NestedTotalsOut } from "@/lib/schemas/entities";
import type { NestedTotals } from "./roll-up";

/** Totals as the API sends them: the value as a JSON number of currency units. */
export function toNestedTotalsOut(totals: NestedTotals): NestedTotalsOut {
  return { items: totals.items, quantity: totals.quantity, value: numberFromMinor(totals.value) };
}
