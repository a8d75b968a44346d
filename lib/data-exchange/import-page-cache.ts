import { sqliteConnection } from "@/lib/db/client";
import type { DatabaseProvider } from "@/lib/db/database-url.mjs";

/**
 * Page cache for the import's statements, in KiB (PRAGMA cache_size takes -KiB). The default
 * (better-sqlite3's build: 16 MB) holds a small part of the ~100 MB of index pages that a
 * 50,000-row import into a large group changes in random order (names, parents, dates): SQLite then
 * spills changed pages to the WAL in the middle of the transaction and reads them back, the same
 * page many times. See withImportPageCache for the measured trade-off.
 */
const IMPORT_CACHE_KIB = 49_152;

/**
 * Runs `work` (the import's transaction, its commit included) with a larger page cache on SQLite,
 * and sets the connection's own size back afterwards, whether `work` succeeded or not, then hands
 * the pages over that size back (PRAGMA shrink_memory). The cache only grows as pages are needed,
 * so a small import costs nothing more.
 *
 * Measured in-process on the bench's two 50,000-row files (loaded machine, one run each): the
 * first file (into an empty group) 2.27 → 1.33 s system CPU, its entity inserts 0.87 → 0.14 s; the
 * second (into the first's rows) 3.47 → 2.37 s, its entity inserts 1.88 → 0.84 s. 64 MB took the
 * second file's entity inserts to 0.53 s, 128 MB to 0.14 s, but each MB of cache is a MB more
 * resident at the import's peak, which issue 18 bounds at 300 MB (the server peaked at 240 before).
 *
 * Durability is untouched: the cache only decides which changed pages wait in memory rather than
 * in the WAL until the commit writes them. The setting is the connection's, so statements of other
 * requests that run on it meanwhile use the larger cache too.
 */
export async function withImportPageCache<T>(provider: DatabaseProvider, work: () => Promise<T>): Promise<T> {
  // The process's one SQLite connection (see bulkInsert), set outside any transaction.
  const connection = provider === "sqlite" ? sqliteConnection() : undefined;
  if (!connection) return work();
  const before = Number(connection.pragma("cache_size", { simple: true }));
  // A size in pages (positive) is someone's own setting: left alone, like a larger one.
  if (before >= 0 || -before >= IMPORT_CACHE_KIB) return work();
  connection.pragma(`cache_size = -${IMPORT_CACHE_KIB}`);
  try {
    return await work();
  } finally {
    connection.pragma(`cache_size = ${before}`);
    connection.pragma("shrink_memory");
  }
}
