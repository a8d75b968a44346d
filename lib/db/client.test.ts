import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { migrateDatabase } from "@/scripts/db/migrate.mjs";

// On SQLite the PostgreSQL client (with pg and its adapter) is never loaded: importing it fails here.
vi.mock("./postgres-client", () => {
  throw new Error("the PostgreSQL client was loaded for a SQLite database");
});

const dir = mkdtempSync(path.join(tmpdir(), "cairn-db-"));
process.env.DATABASE_URL = `file:${path.join(dir, "cairn.db")}`;
const { db } = await import("./client");

beforeAll(async () => {
  await migrateDatabase(process.env.DATABASE_URL!);
});
afterAll(async () => {
  await db().$disconnect();
  rmSync(dir, { recursive: true, force: true });
});

describe("the SQLite client", () => {
  it("runs with foreign keys on, WAL and a busy timeout", async () => {
    const [foreignKeys] =
      await db().$queryRawUnsafe<Array<{ foreign_keys: bigint | number }>>("PRAGMA foreign_keys");
    expect(Number(foreignKeys!.foreign_keys)).toBe(1);
    const [journal] = await db().$queryRawUnsafe<Array<{ journal_mode: string }>>("PRAGMA journal_mode");
    expect(journal!.journal_mode).toBe("wal");
    const [busy] = await db().$queryRawUnsafe<Array<{ timeout: bigint | number }>>("PRAGMA busy_timeout");
    expect(Number(busy!.timeout)).toBeGreaterThanOrEqual(5000);
  });

  it("syncs every commit to disk (synchronous = FULL), so a power loss cannot lose an acknowledged write", async () => {
    // better-sqlite3's build default. NORMAL would also survive a killed process in WAL mode but
    // may lose the last commits on power loss; docs/operations.md ("Durability and shutdown") explains the choice.
    const [sync] = await db().$queryRawUnsafe<Array<{ synchronous: bigint | number }>>("PRAGMA synchronous");
    expect(Number(sync!.synchronous)).toBe(2);
  });

  it("refuses a row pointing at a missing parent", async () => {
    await expect(
      db().entityField.create({ data: { groupId: "missing-group", entityId: "missing-entity", name: "x" } }),
    ).rejects.toThrow();
  });

  it("round-trips custom field numbers up to the largest safe integer and cascades deletes", async () => {
    const group = await db().group.create({ data: { name: "g" } });
    const entity = await db().entity.create({ data: { groupId: group.id, name: "e" } });
    const big = BigInt(Number.MAX_SAFE_INTEGER);
    await db().entityField.create({
      data: { groupId: group.id, entityId: entity.id, name: "n", numberValue: big },
    });
    const field = await db().entityField.findFirstOrThrow({ where: { entityId: entity.id } });
    expect(field.numberValue).toBe(big);
    await db().group.delete({ where: { id: group.id } });
    expect(await db().entityField.count({ where: { entityId: entity.id } })).toBe(0);
  });
});
