import type { Tx } from "@/lib/db/client";
import type { DatabaseProvider } from "@/lib/db/database-url.mjs";
import { Prisma } from "@/lib/generated/sqlite/client";

/**
 * Well below SQLite's 32,766 (3.32+) and PostgreSQL's 65,535 bound values per statement. Larger
 * statements were no faster, and each one's text, values and their copies on the way to the driver
 * are large objects that live until a full collection: a 50,000-row import at 8,000 values a
 * statement peaked at 990 MB of heap, at 1,000 at 270 MB.
 */
const MAX_VALUES_PER_STATEMENT = 1000;

/**
 * A value as the database column holds it. SQLite: dates as the RFC 3339 text Prisma's adapter
 * writes, booleans as 0/1. PostgreSQL takes the values as they are.
 */
function columnValue(provider: DatabaseProvider, value: unknown): unknown {
  if (provider === "sqlite") {
    if (value instanceof Date) return value.toISOString().replace("Z", "+00:00");
    if (typeof value === "boolean") return value ? 1 : 0;
  }
  return value ?? null;
}

/**
 * Multi-row INSERTs, for bulk writes where Prisma's createMany spends most of its time per value
 * in JavaScript (10k entities: seconds instead of a fraction of one). `columns` names every column
 * and gives its value for a row that lacks it.
 */
export async function bulkInsert(
  tx: Tx,
  provider: DatabaseProvider,
  table: string,
  columns: Record<string, unknown>,
  rows: ReadonlyArray<Record<string, unknown>>,
): Promise<void> {
  const names = Object.keys(columns);
  const perStatement = Math.max(1, Math.floor(MAX_VALUES_PER_STATEMENT / names.length));
  const columnList = Prisma.raw(names.map((name) => `"${name}"`).join(", "));
  for (let start = 0; start < rows.length; start += perStatement) {
    const tuples = rows
      .slice(start, start + perStatement)
      .map(
        (row) =>
          Prisma.sql`(${Prisma.join(
            names.map((name) => columnValue(provider, row[name] === undefined ? columns[name] : row[name])),
          )})`,
      );
    await tx.$executeRaw`INSERT INTO ${Prisma.raw(`"${table}"`)} (${columnList}) VALUES ${Prisma.join(tuples)}`;
  }
}
