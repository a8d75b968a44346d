/**
 * Old fixed-English display helpers. The entity page no longer uses them (it formats through
 * useFormats/getFormats); the entity history and the maintenance board still do until they are
 * converted, after which this file goes.
 */

export function formatPrice(value: number): string {
  return value.toLocaleString("en", { minimumFractionDigits: 2, maximumFractionDigits: 4 });
}

/** "2024-03-01" → "1 Mar 2024"; dates are calendar days, so they are read and shown in UTC. */
export function formatDay(value: string): string {
  if (!value) return "";
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}
