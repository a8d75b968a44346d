import { DomainError } from "@/lib/errors/domain-error";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of the calendar day `instant` falls on: how date-only fields are stored. */
export function startOfUtcDay(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
}

/** The same day one month earlier, or that month's last day when it is shorter (31 Mar → 28/29 Feb). */
export function oneMonthBefore(day: Date): Date {
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth() - 1;
  const lastDayOfThatMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day.getUTCDate(), lastDayOfThatMonth)));
}

export type DayRange = {
  /** First day of the range (midnight UTC). */
  start: Date;
  /** Last day of the range (midnight UTC); the range includes all of it. */
  end: Date;
  /** Midnight after the last day: instants before it lie within the range's end. */
  endExclusive: Date;
};

/**
 * The days of the value-over-time chart. HomeBox's defaults: the last month up to today (UTC).
 * A start after the end is a bad request.
 */
export function purchasePriceRange(
  start: Date | null | undefined,
  end: Date | null | undefined,
  now: Date,
): DayRange {
  const lastDay = end ?? startOfUtcDay(now);
  const firstDay = start ?? oneMonthBefore(lastDay);
  if (firstDay.getTime() > lastDay.getTime()) {
    throw new DomainError("malformed", "start: must not be after end", {
      fields: { start: "must not be after end" },
    });
  }
  return { start: firstDay, end: lastDay, endExclusive: new Date(lastDay.getTime() + DAY_MS) };
}
