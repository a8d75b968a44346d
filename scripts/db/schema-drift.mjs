// What prisma/schema.prisma has that a provider's migrations do not: replay the migrations into a
// scratch database, then diff that database against the schema.
import { openSchemaEngine } from "./engine.mjs";
import { readMigrationsList } from "./migration-files.mjs";
import { migrationsDir, schemaFor } from "./schemas.mjs";
import { withScratchDatabase } from "./scratch-database.mjs";

/**
 * @typedef {object} DriftOptions
 * @property {string} [serverUrl] PostgreSQL: a role allowed to CREATE DATABASE (see scratchServerUrl)
 * @property {string} [migrationsDirectory] defaults to the provider's folder under prisma/migrations
 * @property {string} [schemaText] defaults to prisma/schema.prisma for the provider
 * @property {(message: string) => void} [log]
 */

/**
 * The SQL that brings the provider's migrations up to the schema ("" when they match).
 * @param {"sqlite" | "postgresql"} provider
 * @param {DriftOptions} [options]
 * @returns {Promise<{ sql: string, replayedMigrations: number }>}
 */
export async function diffMigrationsToSchema(provider, options = {}) {
  const migrationsList = readMigrationsList(options.migrationsDirectory ?? migrationsDir[provider]);
  const schemaText = options.schemaText ?? schemaFor(provider);
  return withScratchDatabase(provider, { serverUrl: options.serverUrl }, async (scratchUrl) => {
    const engine = await openSchemaEngine(scratchUrl, { log: options.log });
    try {
      const applied = await engine.applyMigrations(migrationsList);
      return { sql: await engine.diffToSchema(schemaText), replayedMigrations: applied.length };
    } finally {
      await engine.close();
    }
  });
}
