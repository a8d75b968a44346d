const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/**
 * The order of every name-sorted list of this domain: case- and accent-insensitive, digits by value
 * ("Box 2" before "Box 10"). Sorting here rather than in SQL gives the same order on SQLite and on
 * PostgreSQL, whose collations differ.
 */
export function compareByName(a: { name: string; id: string }, b: { name: string; id: string }): number {
  return (
    collator.compare(a.name, b.name) ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

export function sortByName<T extends { name: string; id: string }>(rows: T[]): T[] {
  return [...rows].sort(compareByName);
}
