import type { Tx } from "@/lib/db/client";
import type { DatabaseProvider } from "@/lib/db/database-url.mjs";

/** PRAGMA temp_store values: 0 = the build's default (a file here), 2 = memory. */
const IN_MEMORY = 2;

/**
 * Runs `work` (the import's statements, first in the caller's SQLite transaction: before its first
 * write) with SQLite's temporary storage in memory, and sets it back afterwards.
 *
 * Why: every row a bulk insert adds to a table with a trigger (EntityTag, EntityField: the search
 * index's) is one statement that needs a statement journal, the undo of that one statement.
 * SQLite keeps it in memory up to 64 KiB, but once one statement of a transaction needs more, the
 * journal becomes a temporary file for the rest of the transaction: every later row then wrote its
 * pages to it (a 50,000-row bench file: ~1 million 4 KiB writes, most of the import's system CPU).
 * A transaction whose write begins with temp_store = MEMORY keeps the journal in memory; it never
 * holds more than the pages one statement changed, and it goes at the statement's end.
 *
 * Durability is untouched: a statement journal only undoes a failed statement inside the
 * transaction, and a crash drops temporary files anyway. The setting is the connection's, so
 * other statements that run on it meanwhile use memory for their temporary tables too; it is set
 * back as soon as the import's statements are done, whether they succeeded or not. SQLite refuses
 * the change inside a transaction once the connection's temporary database is open; then the import
 * runs as before.
 */
export async function withStatementJournalInMemory<T>(
  tx: Tx,
  provider: DatabaseProvider,
  work: () => Promise<T>,
): Promise<T> {
  if (provider !== "sqlite") return work();
  const [current] = await tx.$queryRawUnsafe<Array<{ temp_store: number | bigint }>>("PRAGMA temp_store");
  const before = Number(current?.temp_store ?? 0);
  if (before === IN_MEMORY || !(await setTempStore(tx, IN_MEMORY))) return work();
  try {
    return await work();
  } finally {
    await setTempStore(tx, before);
  }
}

async function setTempStore(tx: Tx, value: number): Promise<boolean> {
  try {
    await tx.$executeRawUnsafe(`PRAGMA temp_store = ${value}`);
    return true;
  } catch {
    return false;
  }
}
