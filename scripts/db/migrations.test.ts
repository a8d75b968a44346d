// The migration folders must build exactly prisma/schema.prisma, and applying them must work once
// and then be a no-op. PostgreSQL checks run only when TEST_DATABASE_URL names a server.
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
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

/**
 * The migration that ties notifiers to memberships first removes notifiers of people who are no
 * longer in the group (earlier versions left them behind): run on a database holding one.
 */
describe("notifier_membership migration", () => {
  const MIGRATION = "20261124235143_notifier_membership";
  const statements = [
    `INSERT INTO "User" ("id", "name", "email", "updatedAt") VALUES ('u1', 'Stays', 's@example.com', CURRENT_TIMESTAMP), ('u2', 'Left', 'l@example.com', CURRENT_TIMESTAMP)`,
    `INSERT INTO "Group" ("id", "name", "updatedAt") VALUES ('g1', 'Home', CURRENT_TIMESTAMP)`,
    `INSERT INTO "GroupMembership" ("userId", "groupId") VALUES ('u1', 'g1')`,
    `INSERT INTO "Notifier" ("id", "groupId", "userId", "name", "url", "updatedAt") VALUES ('n1', 'g1', 'u1', 'mine', 'ntfy://ntfy.sh/a', CURRENT_TIMESTAMP), ('n2', 'g1', 'u2', 'left behind', 'ntfy://ntfy.sh/b', CURRENT_TIMESTAMP)`,
  ];
  const remaining = `SELECT "id" FROM "Notifier" ORDER BY "id"`;

  /** The migrations folder as it was before this migration. */
  function earlierMigrations(provider: "sqlite" | "postgresql"): string {
    const copy = mkdtempSync(path.join(os.tmpdir(), "cairn-migrations-before-"));
    cpSync(migrationsDir[provider], copy, {
      recursive: true,
      filter: (source) => path.basename(source) !== MIGRATION,
    });
    return copy;
  }

  it("SQLite: removes former members' notifiers and keeps the others", slow, async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), "cairn-migrations-orphans-"));
    const before = earlierMigrations("sqlite");
    try {
      const databaseUrl = `file:${path.join(folder, "cairn.db")}`;
      await migrateDatabase(databaseUrl, { migrationsDirectory: before });
      const database = new Database(path.join(folder, "cairn.db"));
      for (const statement of statements) database.prepare(statement).run();
      database.close();
      expect((await migrateDatabase(databaseUrl)).applied).toEqual([MIGRATION]);
      const after = new Database(path.join(folder, "cairn.db"), { readonly: true });
      expect(after.prepare(remaining).all()).toEqual([{ id: "n1" }]);
      after.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
      rmSync(before, { recursive: true, force: true });
    }
  });

  it.skipIf(!postgresServerUrl)(
    "PostgreSQL: removes former members' notifiers and keeps the others",
    slow,
    async () => {
      const before = earlierMigrations("postgresql");
      try {
        await withScratchDatabase("postgresql", { serverUrl: postgresServerUrl }, async (databaseUrl) => {
          await migrateDatabase(databaseUrl, { migrationsDirectory: before });
          const client = new pg.Client({ connectionString: databaseUrl });
          await client.connect();
          try {
            for (const statement of statements) await client.query(statement);
            expect((await migrateDatabase(databaseUrl)).applied).toEqual([MIGRATION]);
            expect((await client.query(remaining)).rows).toEqual([{ id: "n1" }]);
          } finally {
            await client.end();
          }
        });
      } finally {
        rmSync(before, { recursive: true, force: true });
      }
    },
  );
});
