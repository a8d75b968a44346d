import type { Tx } from "@/lib/db/client";
import { holdTransactionLock } from "@/lib/db/transaction-lock";

/**
 * Serializes, per stored file, "a record now points at this file" with "no record points at it:
 * remove it". Held to the commit of the transaction that inserts a record for the file, and around
 * the count-then-delete of releaseFiles. Without it an upload of the same bytes could commit its
 * record after the count saw none and still find the file before it was removed, and keep a record
 * of a file that is gone. PostgreSQL: an advisory lock on the key; SQLite runs one transaction at a
 * time through the adapter, which serializes the two already.
 */
export async function lockStoredFile(tx: Tx, key: string): Promise<void> {
  await holdTransactionLock(tx, "stored-file:" + key);
}
