import type BetterSqlite3 from "better-sqlite3";
import { sqliteConnection, type Tx } from "@/lib/db/client";
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
 * Bulk writes inside the caller's transaction, where Prisma's createMany spends most of its time
 * per value in JavaScript (10k entities: seconds instead of a fraction of one). PostgreSQL:
 * multi-row INSERTs. SQLite: one prepared INSERT run per row (insertEach). `columns` names every
 * column and gives its value for a row that lacks it.
 */
export async function bulkInsert(
  tx: Tx,
  provider: DatabaseProvider,
  table: string,
  columns: Record<string, unknown>,
  rows: ReadonlyArray<Record<string, unknown>>,
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const connection = provider === "sqlite" ? sqliteConnection() : undefined;
  if (connection) return insertEach(connection, table, names, columns, rows);
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

/** Prepared single-row INSERTs by SQL text, per connection: prepared once, run for every row. */
const statements = new WeakMap<BetterSqlite3.Database, Map<string, BetterSqlite3.Statement>>();

/**
 * SQLite: one prepared INSERT run for each row, on the connection the caller's transaction is open
 * on. Faster than multi-row statements through Prisma (no statement text to build, parse and
 * prepare per batch), and nothing is left behind per statement for the garbage collector.
 */
function insertEach(
  connection: BetterSqlite3.Database,
  table: string,
  names: string[],
  columns: Record<string, unknown>,
  rows: ReadonlyArray<Record<string, unknown>>,
): void {
  // Only ever part of a transaction the caller opened: never a write of its own.
  if (!connection.inTransaction) throw new Error("bulkInsert on SQLite needs an open transaction");
  const sql = `INSERT INTO "${table}" (${names.map((name) => `"${name}"`).join(", ")}) VALUES (${names.map(() => "?").join(", ")})`;
  let byText = statements.get(connection);
  if (!byText) statements.set(connection, (byText = new Map()));
  let statement = byText.get(sql);
  if (!statement) byText.set(sql, (statement = connection.prepare(sql)));
  const values: unknown[] = new Array(names.length);
  // Each default converted once, not once per row (the rows' shared timestamps are Dates).
  const defaults = names.map((name) => columnValue("sqlite", columns[name]));
  for (const row of rows) {
    for (let index = 0; index < names.length; index++) {
      const value = row[names[index]!];
      values[index] = value === undefined ? defaults[index] : columnValue("sqlite", value);
    }
    try {
      statement.run(values);
    } catch (error) {
      throw asPrismaError(error);
    }
  }
}

/** Prisma's codes for the constraint errors of a direct write, as callers test for them. */
const CONSTRAINT_CODES: Record<string, string> = {
  SQLITE_CONSTRAINT_UNIQUE: "P2002",
  SQLITE_CONSTRAINT_PRIMARYKEY: "P2002",
  SQLITE_CONSTRAINT_FOREIGNKEY: "P2003",
};

function asPrismaError(error: unknown): unknown {
  const code = CONSTRAINT_CODES[String((error as { code?: unknown } | null)?.code)];
  if (!code) return error;
  return new Prisma.PrismaClientKnownRequestError((error as Error).message, {
    code,
    clientVersion: Prisma.prismaVersion.client,
  });
}
