import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { STATEMENT_CACHE_SIZE, withStatementCache } from "./statement-cache";

function connection() {
  const db = new Database(":memory:");
  db.defaultSafeIntegers(true);
  db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)");
  return { db, cached: withStatementCache(db) };
}

describe("withStatementCache", () => {
  it("runs one statement again with other values, as the adapter uses it", () => {
    const { cached } = connection();
    const insert = "INSERT INTO t (id, name) VALUES (?, ?)";
    expect(cached.prepare(insert).bind([1n, "one"]).run().changes).toBe(1);
    expect(cached.prepare(insert).bind([2n, "two"]).run().changes).toBe(1);
    const select = "SELECT id, name FROM t WHERE id >= ? ORDER BY id";
    const first = cached.prepare(select).bind([1n]);
    expect(first.reader).toBe(true);
    expect(first.columns().map((column) => column.name)).toEqual(["id", "name"]);
    expect(first.raw().all()).toEqual([
      [1n, "one"],
      [2n, "two"],
    ]);
    expect(cached.prepare(select).bind([2n]).raw().all()).toEqual([[2n, "two"]]);
    expect(cached.cachedStatements).toBe(2);
  });

  it("keeps a bounded number of statements and still answers after the schema changed", () => {
    const { cached } = connection();
    for (let n = 0; n < STATEMENT_CACHE_SIZE + 10; n++)
      cached.prepare(`SELECT ${n} AS n`).bind([]).raw().all();
    expect(cached.cachedStatements).toBe(STATEMENT_CACHE_SIZE);
    const count = () => cached.prepare("SELECT COUNT(*) FROM t").bind([]).raw().all();
    expect(count()).toEqual([[0n]]);
    cached.exec("ALTER TABLE t ADD COLUMN extra TEXT");
    cached.prepare("INSERT INTO t (id, name, extra) VALUES (?, ?, ?)").bind([5n, "five", "x"]).run();
    expect(count()).toEqual([[1n]]);
  });

  it("does not keep a statement that fails to prepare", () => {
    const { cached } = connection();
    expect(() => cached.prepare("SELEC nonsense")).toThrow();
    expect(cached.cachedStatements).toBe(0);
  });
});
