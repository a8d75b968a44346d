/** Distinct SQL texts given a name per process; texts past it run unnamed, as before. */
export const NAMED_STATEMENT_LIMIT = 200;

/**
 * Names for Prisma's PostgreSQL adapter (its `statementNameGenerator`): node-postgres prepares a
 * named query once per connection and afterwards only binds and runs it, where an unnamed one is
 * parsed, analysed and planned by PostgreSQL on every run. A text is named the second time it is
 * seen, so one-off texts (an id list of a length seen once) cost the server no kept statement;
 * and the names are bounded, since every pooled connection may come to hold each of them.
 */
export function statementNames(limit = NAMED_STATEMENT_LIMIT) {
  const names = new Map<string, string>();
  let seenOnce = new Set<string>();
  return (sql: string): string | undefined => {
    const name = names.get(sql);
    if (name !== undefined || names.size >= limit) return name;
    if (!seenOnce.has(sql)) {
      // Forgetting them all now and then keeps the set small; a repeated text is soon seen again.
      if (seenOnce.size >= limit) seenOnce = new Set();
      seenOnce.add(sql);
      return undefined;
    }
    seenOnce.delete(sql);
    const named = `cairn_${names.size}`;
    names.set(sql, named);
    return named;
  };
}
