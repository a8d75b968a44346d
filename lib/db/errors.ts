/** A unique constraint was violated (Prisma P2002), whichever database is behind the client. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}
