/**
 * A borrower's key, for links and filters: `u:<user id>` for a member of the group, `n:<name>` for
 * someone named in free text (the name as stored, so two spellings are two borrowers).
 */
export function borrowerKey(userId: string | null, name: string): string {
  return userId ? `u:${userId}` : `n:${name}`;
}

export type BorrowerRef = { userId: string } | { name: string };

/** The borrower a key names, or null for anything that is no key. */
export function parseBorrowerKey(key: string): BorrowerRef | null {
  if (key.startsWith("u:") && /^[0-9a-f-]{36}$/i.test(key.slice(2)))
    return { userId: key.slice(2).toLowerCase() };
  if (key.startsWith("n:") && key.length > 2) return { name: key.slice(2) };
  return null;
}
