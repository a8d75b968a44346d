// The limit server's count and page ids, built exactly as the app builds them for
// `GET /api/v1/entities?q=…`: the query read by the route's own schema, the filters made by the
// list's own filtersOf (the containers the text names, so that what is inside them is found too; a
// `#000-001` term read as an asset number), and the app's search SQL. Only the driver under db()
// differs (see limit-server.mjs), so the limit server cannot drift from the app's answers
// (tests/api/bench-limit-server.test.ts compares the two).
import { filtersOf } from "@/lib/entities/list-entities";
import { searchEntities, type SearchHit } from "@/lib/entities/search-entities";
import { entityListQuery } from "@/lib/schemas/entities";

export async function appSearch(
  groupId: string,
  q: string,
  window: { offset: number; limit: number },
): Promise<{ hits: SearchHit[]; total: number }> {
  const filters = await filtersOf(groupId, entityListQuery.parse({ q }));
  return searchEntities(groupId, filters, window);
}
