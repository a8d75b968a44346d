import "server-only";
import { notFound } from "@/lib/errors/domain-error";

/** A unique constraint was violated (Prisma P2002), whichever database is behind the client. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}

/**
 * The database refused a write because a referenced row is gone (Prisma P2003), or is still
 * referenced by a row that restricts its deletion.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2003";
}

/**
 * Runs a write whose references were checked first; a reference deleted by a concurrent request
 * between the check and the write is reported as the 404 the check would have given.
 */
export async function missingReferenceIsNotFound<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound(error);
    throw error;
  }
}
