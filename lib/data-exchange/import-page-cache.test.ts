import Database from "better-sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";

// The module reads the process's connection from lib/db/client.ts; here it is an in-memory one.
const connection = new Database(":memory:");
vi.mock("@/lib/db/client", () => ({ sqliteConnection: () => connection }));
const { withImportPageCache } = await import("./import-page-cache");

const cacheSize = () => Number(connection.pragma("cache_size", { simple: true }));

describe("withImportPageCache", () => {
  afterEach(() => void connection.pragma("cache_size = -16000"));

  it("runs the work with the larger cache and sets the connection's own size back", async () => {
    connection.pragma("cache_size = -16000");
    const during = await withImportPageCache("sqlite", async () => cacheSize());
    expect(during).toBeLessThan(-16000);
    expect(cacheSize()).toBe(-16000);
  });

  it("sets the size back when the work fails", async () => {
    connection.pragma("cache_size = -16000");
    await expect(
      withImportPageCache("sqlite", async () => {
        throw new Error("a bad row");
      }),
    ).rejects.toThrow("a bad row");
    expect(cacheSize()).toBe(-16000);
  });

  it("leaves a size given in pages, a larger one, and PostgreSQL alone", async () => {
    connection.pragma("cache_size = 500");
    expect(await withImportPageCache("sqlite", async () => cacheSize())).toBe(500);
    connection.pragma("cache_size = -200000");
    expect(await withImportPageCache("sqlite", async () => cacheSize())).toBe(-200000);
    connection.pragma("cache_size = -16000");
    expect(await withImportPageCache("postgresql", async () => cacheSize())).toBe(-16000);
  });
});
