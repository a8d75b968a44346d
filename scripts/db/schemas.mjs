// The two Prisma schemas: prisma/schema.prisma (SQLite) is the source; the PostgreSQL copy differs
// only in its provider and client output folder.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const sqliteSchemaPath = path.join(root, "prisma", "schema.prisma");
export const postgresSchemaPath = path.join(root, "prisma", "postgres", "schema.prisma");

export const migrationsDir = {
  sqlite: path.join(root, "prisma", "migrations", "sqlite"),
  postgresql: path.join(root, "prisma", "migrations", "postgresql"),
};

export function postgresSchemaText() {
  const source = readFileSync(sqliteSchemaPath, "utf8");
  const swapped = source
    .replace(/provider\s*=\s*"sqlite"/, 'provider = "postgresql"')
    .replace(/output\s*=\s*"\.\.\/lib\/generated\/sqlite"/, 'output   = "../../lib/generated/postgres"');
  if (swapped.includes('"sqlite"') || !swapped.includes("lib/generated/postgres")) {
    throw new Error("prisma/schema.prisma: could not derive the PostgreSQL schema");
  }
  return `// GENERATED from prisma/schema.prisma by scripts/db/schemas.mjs. Do not edit.\n${swapped}`;
}

export function writePostgresSchema() {
  mkdirSync(path.dirname(postgresSchemaPath), { recursive: true });
  writeFileSync(postgresSchemaPath, postgresSchemaText());
  return postgresSchemaPath;
}

/**
 * The schema text for a provider, as the schema engine wants it.
 * @param {"sqlite" | "postgresql"} provider
 * @returns {string}
 */
export function schemaFor(provider) {
  return provider === "sqlite" ? readFileSync(sqliteSchemaPath, "utf8") : postgresSchemaText();
}
