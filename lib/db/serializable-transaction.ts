import "server-only";
import { db, type Tx } from "@/lib/db/client";

const ATTEMPTS = 5;

/**
 * PostgreSQL gave up a serializable transaction (40001/40P01). Prisma reports it as P2034 from a
 * query, but as a bare driver adapter error ("TransactionWriteConflict") from the COMMIT.
 */
export function isWriteConflict(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: { kind?: unknown } };
  return (
    code === "P2034" || cause?.kind === "TransactionWriteConflict" || message === "TransactionWriteConflict"
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` as a SERIALIZABLE transaction, retried a few times when the database aborts it for a
 * conflict. Used where a rule spans several rows (no cycle in the tag tree, at least one item type
 * left): under READ COMMITTED two concurrent writes could each pass the check and together break
 * it. SQLite runs one transaction at a time through the adapter, so there it never conflicts.
 */
export async function serializableTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db().$transaction(work, { isolationLevel: "Serializable" });
    } catch (error) {
      if (attempt >= ATTEMPTS || !isWriteConflict(error)) throw error;
      await pause(Math.random() * 20 * attempt);
    }
  }
}
