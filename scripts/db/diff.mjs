// `npm run db:diff -- <name>` writes the next migration for BOTH providers from prisma/schema.prisma:
//   prisma/migrations/sqlite/<YYYYMMDDHHMMSS>_<name>/migration.sql
//   prisma/migrations/postgresql/<YYYYMMDDHHMMSS>_<name>/migration.sql
// Each provider's existing migrations are replayed into a scratch database (a temp SQLite file; a
// database created and dropped on the server in MIGRATION_DATABASE_URL or TEST_DATABASE_URL, which
// must be a PostgreSQL role allowed to CREATE DATABASE), and that database is diffed against the
// schema. A provider whose diff is empty gets no folder. Review the SQL before committing it.
//
// `npm run db:diff -- --check` writes nothing: it prints the SQL and exits 1 when the schema and the
// migrations have drifted apart. `--provider sqlite|postgresql` limits either mode to one provider.
//
// Regenerating the initial migration while the schema is still young (nothing deployed yet):
//   rm -r prisma/migrations/sqlite prisma/migrations/postgresql
//   MIGRATION_DATABASE_URL=postgresql://cairn:cairn@127.0.0.1:5432/postgres npm run db:diff -- init
// With no migrations left, the diff starts from an empty database, so the result is the whole schema.
// Once a migration has reached a real database, never rewrite it: add a new one instead.
import path from "node:path";
import { parseArgs } from "node:util";
import { readMigrationsList, nextMigrationFolderName, writeMigration } from "./migration-files.mjs";
import { diffMigrationsToSchema } from "./schema-drift.mjs";
import { migrationsDir, root } from "./schemas.mjs";
import { scratchServerHelp, scratchServerUrl } from "./scratch-database.mjs";

/** @typedef {"sqlite" | "postgresql"} Provider */

const usage = "usage: npm run db:diff -- <name> | --check  [--provider sqlite|postgresql]";

/** @param {string[]} argv */
function parseCommandLine(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { check: { type: "boolean", default: false }, provider: { type: "string" } },
  });
  /** @type {Provider[]} */
  const allProviders = ["sqlite", "postgresql"];
  const providers = values.provider
    ? allProviders.filter((provider) => provider === values.provider)
    : allProviders;
  if (providers.length === 0) throw new Error(`unknown provider "${values.provider}"\n${usage}`);
  const name = positionals
    .join("_")
    .trim()
    .replace(/\W+/g, "_")
    .replace(/^_+|_+$/g, "");
  if (values.check === (name !== "")) throw new Error(usage);
  return { check: values.check, providers, name };
}

/** @param {string} message */
const say = (message) => console.log(`db:diff: ${message}`);

async function main() {
  const { check, providers, name } = parseCommandLine(process.argv.slice(2));
  const serverUrl = scratchServerUrl();
  if (providers.includes("postgresql") && !serverUrl) throw new Error(scratchServerHelp);

  // Compute every provider before writing anything, so a failure never leaves one provider behind.
  /** @type {{ provider: Provider, sql: string }[]} */
  const results = [];
  for (const provider of providers) {
    const startedAt = performance.now();
    const { sql, replayedMigrations } = await diffMigrationsToSchema(provider, { serverUrl });
    const ms = Math.round(performance.now() - startedAt);
    say(
      `${provider}: replayed ${replayedMigrations} migrations, ${sql ? "schema has changes" : "no changes"} (${ms} ms)`,
    );
    results.push({ provider, sql });
  }

  const changed = results.filter((result) => result.sql !== "");
  if (check) {
    for (const { provider, sql } of changed) {
      console.log(
        `\n-- ${provider}: prisma/schema.prisma differs from prisma/migrations/${provider}:\n${sql}`,
      );
    }
    if (changed.length > 0) {
      say("drift found: run `npm run db:diff -- <name>` to write the missing migration");
      process.exitCode = 1;
    }
    return;
  }

  const existing = providers.flatMap((provider) =>
    readMigrationsList(migrationsDir[provider]).migrationDirectories.map((directory) => directory.path),
  );
  const folderName = nextMigrationFolderName(name, existing);
  for (const { provider, sql } of changed) {
    const written = writeMigration(migrationsDir[provider], folderName, sql, provider);
    say(`wrote ${path.relative(root, written)}`);
  }
  if (changed.length === 0) say("nothing to write: the migrations already match prisma/schema.prisma");
}

try {
  await main();
} catch (error) {
  console.error(`db:diff: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
