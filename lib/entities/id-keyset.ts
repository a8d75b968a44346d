/**
 * The condition of a page read in id order after `cursor` (a keyset page). The first page carries
 * a bound as well, "" being below every id: without one SQLite reads the whole group through its
 * groupId index and sorts it to find the first page (about 35 ms at 100k entities on a quiet
 * machine, 130 ms under load, in one synchronous call that holds the event loop), where with one it
 * walks the primary key in order and stops at the page's end, as it does for every later page.
 */
export function idAfter(cursor: string | undefined) {
  return { id: { gt: cursor ?? "" } };
}
