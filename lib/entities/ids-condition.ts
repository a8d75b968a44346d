import { Prisma } from "@/lib/generated/sqlite/client";

/**
 * `column` is one of the ids, bound as one parameter whatever their number (a JSON array on SQLite,
 * an array on PostgreSQL): a large location has more ids than a statement may bind one by one.
 */
export function idsCondition(provider: string, column: Prisma.Sql, ids: string[]): Prisma.Sql {
  return provider === "postgresql"
    ? Prisma.sql`${column} = ANY(CAST(${ids} AS TEXT[]))`
    : Prisma.sql`${column} IN (SELECT "value" FROM json_each(${JSON.stringify(ids)}))`;
}
