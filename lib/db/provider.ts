export type DatabaseProvider = "sqlite" | "postgresql";

export function providerOf(databaseUrl: string): DatabaseProvider {
  if (/^postgres(ql)?:\/\//i.test(databaseUrl)) return "postgresql";
  if (databaseUrl.startsWith("file:")) return "sqlite";
  throw new Error("DATABASE_URL must start with file:, postgres:// or postgresql://");
}

/** better-sqlite3 wants a plain path; Prisma-style URLs carry a `file:` prefix and maybe a query. */
export function sqliteFilePath(databaseUrl: string): string {
  return databaseUrl.replace(/^file:/, "").replace(/\?.*$/, "");
}
