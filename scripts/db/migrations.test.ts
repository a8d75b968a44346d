// The migration folders must build exactly prisma/schema.prisma, and applying them must work once
// and then be a no-op. PostgreSQL checks run only when TEST_DATABASE_URL names a server.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "./migrate.mjs";
import { diffMigrationsToSchema } from "./schema-drift.mjs";
import { migrationsDir } from "./schemas.mjs";
import { withScratchDatabase } from "./scratch-database.mjs";

const postgresServerUrl = process.env.TEST_DATABASE_URL || undefined;
const slow = { timeout: 60_000 };

function migrationNames(provider: "sqlite" | "postgresql") {
  return readdirSync(migrationsDir[provider], { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function driftMessage(provider: string, sql: string) {
  return (
    `prisma/schema.prisma and prisma/migrations/${provider} have drifted apart; ` +
    `run \`npm run db:diff -- <name>\` to write this migration:\n${sql}`
  );
}

describe("SQLite migrations", () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), "cairn-migrations-test-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("build exactly prisma/schema.prisma", slow, async () => {
    const { sql, replayedMigrations } = await diffMigrationsToSchema("sqlite");
    expect(replayedMigrations).toBeGreaterThan(0);
    expect(sql, driftMessage("sqlite", sql)).toBe("");
  });

  it("apply to a fresh database, then apply nothing the second time", slow, async () => {
    const databaseUrl = `file:${path.join(folder, "fresh", "cairn.db")}`;
    const first = await migrateDatabase(databaseUrl);
    expect(first.applied).toEqual(migrationNames("sqlite"));
    const second = await migrateDatabase(databaseUrl);
    expect(second.applied).toEqual([]);
  });
});

describe.skipIf(!postgresServerUrl)("PostgreSQL migrations", () => {
  const serverUrl = postgresServerUrl;

  it("build exactly the PostgreSQL copy of prisma/schema.prisma", slow, async () => {
    const { sql, replayedMigrations } = await diffMigrationsToSchema("postgresql", { serverUrl });
    expect(replayedMigrations).toBeGreaterThan(0);
    expect(sql, driftMessage("postgresql", sql)).toBe("");
  });

  it("apply to a fresh database, then apply nothing the second time", slow, async () => {
    await withScratchDatabase("postgresql", { serverUrl }, async (databaseUrl) => {
      const first = await migrateDatabase(databaseUrl);
      expect(first.applied).toEqual(migrationNames("postgresql"));
      const second = await migrateDatabase(databaseUrl);
      expect(second.applied).toEqual([]);
    });
  });

  it("apply each migration once when two servers start together", slow, async () => {
    await withScratchDatabase("postgresql", { serverUrl }, async (databaseUrl) => {
      const runs = await Promise.all([migrateDatabase(databaseUrl), migrateDatabase(databaseUrl)]);
      expect(runs.flatMap((run) => run.applied).sort()).toEqual(migrationNames("postgresql"));
    });
  });
});
