"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useState } from "react";
import { listSearchString, readListParams, type ListParams } from "./list-params";

/**
 * The list's state, kept in the URL. Writing replaces the history entry through the History API
 * (which Next keeps useSearchParams in step with) rather than router.replace, so typing in the
 * search never re-renders the server page: the client fetches the list itself. The state is also
 * held here and changed at once, because the URL reaches useSearchParams a moment later and a
 * checkbox must not flick back in between.
 */
export function useListParams(): [ListParams, (change: Partial<ListParams>) => void] {
  const search = useSearchParams();
  const pathname = usePathname();
  const fromUrl = search.toString();
  const [state, setState] = useState(() => ({ url: fromUrl, params: readListParams(search) }));
  let current = state;
  // useSearchParams may still show one of our own earlier writes (it follows the address bar a
  // moment late); only a string that is in the address bar now is a change made without us.
  const inAddressBar = typeof window === "undefined" || window.location.search.replace(/^\?/, "") === fromUrl;
  if (fromUrl !== state.url && inAddressBar) {
    // The URL changed without us (back, the header's search box): it wins.
    current = { url: fromUrl, params: readListParams(search) };
    setState(current);
  }
  const update = (change: Partial<ListParams>) => {
    // The address bar is always the latest state, even for a write from an old closure (the
    // search box's debounce timer). Any change but paging itself starts again at page one.
    const latest = readListParams(new URLSearchParams(window.location.search));
    const next = { ...latest, page: 1, ...change };
    const url = listSearchString(next);
    setState({ url, params: next });
    window.history.replaceState(null, "", url ? `${pathname}?${url}` : pathname);
  };
  return [current.params, update];
}
