/**
 * A DateTime column of a raw query as a Date: PostgreSQL's driver and Prisma's SQLite adapter give a
 * Date; SQLite text without a zone (CURRENT_TIMESTAMP's form) is UTC, as Prisma reads it; numbers
 * are epoch ms.
 */
export function dateFromSql(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === "number" || typeof value === "bigint") return new Date(Number(value));
  const text = String(value);
  return new Date(/^\d{4}-\d{2}-\d{2}[ T][\d:.]+$/.test(text) ? `${text.replace(" ", "T")}Z` : text);
}

/** A Boolean column of a raw query: PostgreSQL gives a boolean, SQLite 0 or 1. */
export const booleanFromSql = (value: unknown): boolean => value === true || Number(value) === 1;
