/**
 * The rows a shift-click covers: from the anchor (the row toggled last) to the clicked row, both
 * included, in the page's order whichever way round. Only the clicked row when the anchor is not
 * on the page (it was toggled on another page, or nothing was toggled yet).
 */
export function rowsInRange<T extends { id: string }>(
  rows: T[],
  anchorId: string | null,
  targetId: string,
): T[] {
  const to = rows.findIndex((row) => row.id === targetId);
  if (to < 0) return [];
  const from = anchorId === null ? -1 : rows.findIndex((row) => row.id === anchorId);
  if (from < 0) return [rows[to]!];
  return rows.slice(Math.min(from, to), Math.max(from, to) + 1);
}
