"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { listSearchString, readListParams, type ListParams } from "./list-params";

/**
 * The list's state, read from and written to the URL. Writing replaces the history entry through
 * the History API (which Next keeps useSearchParams in step with) rather than router.replace, so
 * typing in the search never re-renders the server page: the client fetches the list itself.
 */
export function useListParams(): [ListParams, (change: Partial<ListParams>) => void] {
  const search = useSearchParams();
  const pathname = usePathname();
  const params = useMemo(() => readListParams(search), [search]);
  const update = useCallback(
    (change: Partial<ListParams>) => {
      // Any change but paging itself starts again at the first page.
      const next = { ...readListParams(new URLSearchParams(window.location.search)), page: 1, ...change };
      const query = listSearchString(next);
      window.history.replaceState(null, "", query ? `${pathname}?${query}` : pathname);
    },
    [pathname],
  );
  return [params, update];
}
