// Left only for the tag manager (components/tag-manager/tag-row.tsx), which still imports it; the
// list itself formats through useFormats(). Remove this file once nothing imports it.
const LOCALE = "en-US";

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
