/** Money in the group's currency, e.g. "€1,234.50"; an unknown code falls back to a plain number. */
export function formatMoney(value: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}

/** A compact amount for chart axes: "€12K". */
export function formatMoneyShort(value: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency, notation: "compact" }).format(value);
  } catch {
    return String(Math.round(value));
  }
}

/** "2026-03-01" → "1 Mar 2026", read as a calendar day (no time zone shift). */
export function formatDay(isoDay: string, withYear = true): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(date);
}
