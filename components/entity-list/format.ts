// A fixed locale: the server's first render and the browser's must print the same digits.
const LOCALE = "en-US";

const counts = new Intl.NumberFormat(LOCALE);

export function formatCount(value: number): string {
  return counts.format(value);
}

/** A price in the group's currency, or "—" for none (0 is how the API says "not set"). */
export function formatPrice(value: number, currency: string): string {
  if (!value) return "—";
  try {
    return new Intl.NumberFormat(LOCALE, { style: "currency", currency }).format(value);
  } catch {
    // An unknown currency code: the plain amount is still right.
    return new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2 }).format(value);
  }
}

/** "1–50 of 98,000", the window a page shows. */
export function pageRange(page: number, pageSize: number, total: number): string {
  const first = (page - 1) * pageSize + 1;
  // A page past the end (its last entries were just deleted, say) shows none of them.
  if (first > total) return `0 of ${formatCount(total)}`;
  const last = Math.min(page * pageSize, total);
  return `${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`;
}

// In UTC: the server's first render and the browser's must print the same day.
const days = new Intl.DateTimeFormat(LOCALE, {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Nov 25, 2026" from an ISO timestamp; "—" for none. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : days.format(date);
}
