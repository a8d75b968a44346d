import { MAX_PAGE_SIZE } from "@/lib/schemas/entities";

export type Paging = { page: number; pageSize: number; offset: number; limit: number };

/**
 * Page and size as echoed (`-1` when the client did not page, as HomeBox does) and the window
 * actually read. Unpaged answers are still bounded by MAX_PAGE_SIZE, and so is any page size.
 */
export function pagingOf(page: number | undefined, pageSize: number | undefined): Paging {
  const paged = pageSize !== undefined && pageSize > 0;
  const limit = paged ? Math.min(pageSize, MAX_PAGE_SIZE) : MAX_PAGE_SIZE;
  const echoedPage = page !== undefined && page > 0 ? page : paged ? 1 : -1;
  return {
    page: echoedPage,
    pageSize: paged ? limit : -1,
    offset: (Math.max(echoedPage, 1) - 1) * limit,
    limit,
  };
}
