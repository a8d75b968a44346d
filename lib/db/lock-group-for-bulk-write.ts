import "server-only";
import type { Tx } from "@/lib/db/client";
import { holdTransactionLock } from "@/lib/db/transaction-lock";

/**
 * Group-wide actions (wipe, numbering asset ids, import references) each write many of a group's
 * rows. Run side by side on PostgreSQL they locked those rows in different orders and deadlocked
 * (40P01, a 500 for one of them). This per-group advisory lock, taken first and held to the
 * commit, lets only one of them at a time work on a group. SQLite runs one write transaction at a
 * time anyway.
 */
export async function lockGroupForBulkWrite(tx: Tx, groupId: string): Promise<void> {
  await holdTransactionLock(tx, "bulk-write:" + groupId);
}
