import { plural } from "./plural";

/**
 * What a location holds, as its rows say it: the number of items, and the summed quantity only when
 * it tells something more ("7 items · 13 pieces"). The location page's "Everything inside" card
 * shows the same two numbers.
 */
export function contentsLabel(items: number, quantity: number): string {
  const count = plural(items, "item");
  return quantity === items ? count : `${count} · ${plural(quantity, "piece")}`;
}
