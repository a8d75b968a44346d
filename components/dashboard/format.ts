/**
 * Money in a fixed English form, e.g. "€1,234.50"; an unknown code falls back to a plain number.
 * Only components/entity/nested-totals.tsx still uses it: screens format through useFormats().
 * Remove once that file does too.
 */
export function formatMoney(value: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}
