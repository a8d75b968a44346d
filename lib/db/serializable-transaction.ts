import "server-only";
import { db, type Tx } from "@/lib/db/client";
import { DomainError } from "@/lib/errors/domain-error";

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

export type RetryPolicy = { attempts: number; pauseMs: (attempt: number) => number };

/**
 * Ten tries, the pause before the next one random up to 20, 40, 80 … ms, at most a second. Under a
 * burst of concurrent writes to one group (the durability test's workers, in CI on PostgreSQL) five
 * tries within about 200 ms were all given up in turn, and the client saw a 500. All ten take a few
 * seconds at worst.
 */
const WRITE_CONFLICT_RETRY: RetryPolicy = {
  attempts: 10,
  pauseMs: (attempt) => Math.random() * Math.min(1000, 10 * 2 ** attempt),
};

/**
 * Runs `run` again while the database gives it up for a write conflict. When every try was given
 * up, answers 503 with Retry-After (a busy moment, not the client's mistake nor a fault), keeping
 * the last conflict as its cause.
 */
export async function retryOnWriteConflict<T>(
  run: () => Promise<T>,
  policy: RetryPolicy = WRITE_CONFLICT_RETRY,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isWriteConflict(error)) throw error;
      if (attempt >= policy.attempts)
        throw new DomainError("unavailable", "too many concurrent changes; try again in a moment", {
          retryAfterSeconds: 1,
          cause: error,
        });
      await pause(policy.pauseMs(attempt));
    }
  }
}

/**
 * Runs `work` as a SERIALIZABLE transaction, retried when the database aborts it for a conflict.
 * Used where a rule spans several rows (no cycle in the tag tree, at least one item type left):
 * under READ COMMITTED two concurrent writes could each pass the check and together break it.
 * SQLite runs one transaction at a time through the adapter, so there it never conflicts.
 */
export async function serializableTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  return retryOnWriteConflict(() => db().$transaction(work, { isolationLevel: "Serializable" }));
}
