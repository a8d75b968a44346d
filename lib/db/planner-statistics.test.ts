// The fixed planner statistics of migration *_planner_statistics (SQLite) keep the query plans the
// entity reads depend on. Without them SQLite read a whole group to find a page of entities by id.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "@/scripts/db/migrate.mjs";

const dir = mkdtempSync(path.join(tmpdir(), "cairn-plans-"));
const file = path.join(dir, "cairn.db");
let sqlite: Database.Database;

beforeAll(async () => {
  await migrateDatabase(`file:${file}`);
  sqlite = new Database(file, { readonly: true });
}, 60_000);
afterAll(() => {
  sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

function plan(sql: string, ...params: unknown[]): string {
  const rows = sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as Array<{ detail: string }>;
  return rows.map((row) => row.detail).join("\n");
}

const groupId = "00000000-0000-4000-8000-000000000001";

describe("SQLite planner statistics", () => {
  it("describe every index of each table they describe", () => {
    const described = sqlite.prepare(`SELECT "tbl", "idx" FROM "sqlite_stat1"`).all() as Array<{
      tbl: string;
      idx: string;
    }>;
    const tables = [...new Set(described.map((row) => row.tbl))];
    expect(tables).toContain("Entity");
    for (const table of tables) {
      const indexes = sqlite
        .prepare(`SELECT "name" FROM "sqlite_master" WHERE "type" = 'index' AND "tbl_name" = ?`)
        .all(table) as Array<{ name: string }>;
      const missing = indexes
        .map((index) => index.name)
        .filter((name) => !described.some((row) => row.tbl === table && row.idx === name));
      expect(missing, `indexes of ${table} without a row in sqlite_stat1`).toEqual([]);
    }
  });

  it("find a page of entities by their ids through the primary key", () => {
    const detail = plan(
      `SELECT "id", "name" FROM "Entity" WHERE "groupId" = ? AND "id" IN (?, ?, ?)`,
      groupId,
      "a",
      "b",
      "c",
    );
    expect(detail).toMatch(/USING INDEX sqlite_autoindex_Entity_1 \(id=\?\)/);
  });

  it("read a location's children through (groupId, parentId, …)", () => {
    const detail = plan(
      `SELECT "id" FROM "Entity" WHERE "groupId" = ? AND "parentId" = ? AND "entityTypeId" IN (?)
       ORDER BY "name" ASC, "id" ASC`,
      groupId,
      "p",
      "t",
    );
    expect(detail).toMatch(
      /Entity_groupId_parentId_archived_entityTypeId_quantity_idx \(groupId=\? AND parentId=\?/,
    );
  });

  it("sum item counts of locations from the index alone", () => {
    const detail = plan(
      `SELECT SUM("quantity"), "parentId" FROM "Entity" WHERE "groupId" = ? AND "parentId" IN (?, ?)
       AND "archived" = 0 AND ("entityTypeId" IS NULL OR "entityTypeId" NOT IN (?)) GROUP BY "parentId"`,
      groupId,
      "p",
      "q",
      "t",
    );
    expect(detail).toMatch(/COVERING INDEX Entity_groupId_parentId_archived_entityTypeId_quantity_idx/);
  });

  it("count a group's entities from the index alone", () => {
    const detail = plan(`SELECT COUNT(*) FROM "Entity" WHERE "groupId" = ? AND "archived" = 0`, groupId);
    expect(detail).toMatch(/COVERING INDEX Entity_groupId_archived_entityTypeId_idx/);
  });

  it("sum the value statistics from their covering index, and leave the newest-first order alone", () => {
    const ownedValued = `"groupId" = ? AND "archived" = FALSE AND "soldDate" IS NULL AND "purchasePrice" <> 0
      AND "quantity" <> 0 AND ("entityTypeId" IS NULL OR "entityTypeId" NOT IN (?))`;
    const byParent = plan(
      `SELECT "parentId", "quantity", SUM("purchasePrice") FROM "Entity" WHERE ${ownedValued}
       AND "parentId" IS NOT NULL GROUP BY "parentId", "quantity"`,
      groupId,
      "t",
    );
    expect(byParent).toMatch(/COVERING INDEX Entity_value_idx/);
    const byDate = plan(
      `SELECT "quantity", SUM("purchasePrice") FROM "Entity" WHERE ${ownedValued}
       AND COALESCE("purchaseDate", "createdAt") < ? GROUP BY "quantity"`,
      groupId,
      "t",
      "2026-01-01T00:00:00.000+00:00",
    );
    expect(byDate).toMatch(/COVERING INDEX Entity_value_idx/);
    const warranties = plan(
      `SELECT COUNT(*) FROM "Entity" WHERE "groupId" = ? AND "archived" = FALSE
       AND ("entityTypeId" IS NULL OR "entityTypeId" NOT IN (?))
       AND ("lifetimeWarranty" = TRUE OR "warrantyExpires" >= ?)`,
      groupId,
      "t",
      "2026-01-01T00:00:00.000+00:00",
    );
    expect(warranties).toMatch(/COVERING INDEX Entity_warranty_idx/);
    // The dashboard's recent items, as Prisma writes "is an item", walk createdAt newest first.
    const newest = plan(
      `SELECT "e"."id", "e"."name" FROM "Entity" AS "e" WHERE "e"."groupId" = ? AND "e"."archived" = 0
       AND ("e"."entityTypeId" IS NULL OR "e"."id" IN (SELECT "t0"."id" FROM "Entity" AS "t0"
         INNER JOIN "EntityType" AS "j1" ON "j1"."id" = "t0"."entityTypeId"
         WHERE "j1"."isLocation" = 0 AND "t0"."entityTypeId" IS NOT NULL))
       ORDER BY "e"."createdAt" DESC, "e"."id" DESC LIMIT 10`,
      groupId,
    );
    expect(newest).toMatch(/Entity_groupId_createdAt_idx/);
  });

  it("follow an ancestor chain by primary key, never by group", () => {
    const detail = plan(
      `WITH RECURSIVE "chain"("id", "depth") AS (
         SELECT "id", 0 FROM "Entity" WHERE "id" = ? AND "groupId" = ?
         UNION ALL
         SELECT "Entity"."parentId", "chain"."depth" + 1 FROM "chain" JOIN "Entity" ON "Entity"."id" = "chain"."id"
         WHERE "Entity"."parentId" IS NOT NULL AND "chain"."depth" < 256)
       SELECT "Entity"."id" FROM "chain" CROSS JOIN "Entity" WHERE "Entity"."id" = "chain"."id" AND "Entity"."groupId" = ?`,
      "x",
      groupId,
      groupId,
    );
    expect(detail).not.toMatch(/\(groupId=\?\)/);
  });

  it("list a group's text field names from the (groupId, type, name) index alone", () => {
    // The export's header (lib/data-exchange/export-entities.ts): one table row per field before.
    const detail = plan(
      `SELECT "name" FROM "EntityField" WHERE "groupId" = ? AND "type" = ? GROUP BY "name" ORDER BY "name" ASC`,
      groupId,
      "text",
    );
    expect(detail).toMatch(
      /USING COVERING INDEX EntityField_groupId_type_name_idx \(groupId=\? AND type=\?\)/,
    );
  });

  it("read a keyset page in id order along the primary key, the first page too", () => {
    // The export's pages (lib/entities/id-keyset.ts): unbounded, the first one sorted the whole group.
    const page = (bound: string) =>
      plan(
        `SELECT "id", "name" FROM "Entity" WHERE "groupId" = ?
         AND ("entityTypeId" IS NULL OR "entityTypeId" NOT IN (?)) ${bound} ORDER BY "id" ASC LIMIT ?`,
        groupId,
        "t",
        ...(bound ? [""] : []),
        500,
      );
    expect(page("")).toMatch(/TEMP B-TREE FOR ORDER BY/);
    expect(page(`AND "id" > ?`)).toMatch(/USING INDEX sqlite_autoindex_Entity_1 \(id>\?\)/);
    expect(page(`AND "id" > ?`)).not.toMatch(/TEMP B-TREE/);
  });

  it("fill search rows over a rowid range that ends where its bound says", () => {
    // lib/data-exchange/search-rows-after.ts: an optional bound written as "(? IS NULL OR …)"
    // left the range open, so every range of a large import read on to the table's end.
    const range = (end: string, ...bounds: number[]) =>
      plan(`SELECT "id" FROM "Entity" AS "NEW" WHERE "NEW"."rowid" > ? ${end}`, 0, ...bounds);
    expect(range(`AND "NEW"."rowid" <= ?`, 2000)).toMatch(/rowid>\? AND rowid<\?/);
    expect(range(`AND (? IS NULL OR "NEW"."rowid" <= ?)`, 2000, 2000)).not.toMatch(/rowid<\?/);
  });

  it("read a page's text fields by entity, not by type", () => {
    const detail = plan(
      `SELECT "entityId", "name", "textValue" FROM "EntityField"
       WHERE "groupId" = ? AND "entityId" IN (?, ?) AND "type" = ? ORDER BY "position" ASC`,
      groupId,
      "a",
      "b",
      "text",
    );
    expect(detail).toMatch(/EntityField_entityId_position_idx \(entityId=\?\)/);
  });
});
