import type { DatabaseProvider } from "@/lib/db/database-url.mjs";
import { Prisma } from "@/lib/generated/sqlite/client";

/**
 * `column` is one of `values`, bound as one parameter however many they are (a text array on
 * PostgreSQL, a JSON array on SQLite): one statement instead of one per slice of 400 values.
 */
export function oneOf(provider: DatabaseProvider, column: Prisma.Sql, values: string[]): Prisma.Sql {
  return provider === "postgresql"
    ? Prisma.sql`${column} = ANY(CAST(${values} AS TEXT[]))`
    : Prisma.sql`${column} IN (SELECT "value" FROM json_each(${JSON.stringify(values)}))`;
}
