import type { TenantContext } from "@/lib/auth/principal";
import { numberFromMinor } from "@/lib/money";
import { formatDateOnly } from "@/lib/schemas/common";
import { startOfUtcDay } from "./date-range";
import { ownedValueBefore } from "./inventory-value";

export type ValuePoint = { date: string; value: number };

/** The first day of each of the last `months` months (UTC), oldest first, then tomorrow's midnight. */
export function monthBoundaries(now: Date, months: number): Date[] {
  const today = startOfUtcDay(now);
  const boundaries: Date[] = [];
  for (let back = months - 1; back >= 0; back--) {
    boundaries.push(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1)));
  }
  boundaries.push(new Date(today.getTime() + 24 * 60 * 60 * 1000));
  return boundaries;
}

/**
 * The value of what the group owns now, as it stood at the start of each month and at the end of
 * today. One aggregate for all points (the database sums per month and quantity), so the cost does
 * not grow with the rows a chart would otherwise have to carry: `/groups/statistics/purchase-price`
 * lists every item acquired in the range, too many for a year of a 100k-item inventory.
 */
export async function monthlyValueHistory(
  ctx: TenantContext,
  months = 12,
  now = new Date(),
): Promise<ValuePoint[]> {
  const boundaries = monthBoundaries(now, months);
  const values = await ownedValueBefore(ctx.groupId, boundaries);
  return boundaries.map((instant, index) => ({
    // The last point is "end of today": label it with today's date.
    date: formatDateOnly(index === boundaries.length - 1 ? startOfUtcDay(now) : instant),
    value: numberFromMinor(values[index] ?? 0n),
  }));
}
