/**
 * An integer read from a raw SQL aggregate, whatever the driver hands back: a bigint or number
 * (SQLite), a Decimal or numeric string (PostgreSQL's SUM over NUMERIC), or null for no rows.
 */
export function bigintFromSql(value: unknown): bigint {
  if (value === null || value === undefined) return 0n;
  if (typeof value === "bigint") return value;
  if (typeof value === "number") return Number.isFinite(value) ? BigInt(Math.trunc(value)) : 0n;
  const text =
    typeof value === "object" && typeof (value as { toFixed?: unknown }).toFixed === "function"
      ? (value as { toFixed: () => string }).toFixed()
      : String(value);
  const integerPart = /^\s*([+-]?\d+)(\.\d*)?\s*$/.exec(text)?.[1];
  if (integerPart === undefined) throw new TypeError(`not an integer from SQL: ${text}`);
  return BigInt(integerPart);
}
