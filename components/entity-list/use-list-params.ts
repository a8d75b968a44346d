"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useState } from "react";
import { replaceAddress } from "@/components/navigation/page-refresh";
import { listSearchString, readListParams, type ListParams } from "./list-params";

/**
 * The list's state, kept in the URL. Writing replaces the history entry through the History API
 * (which Next keeps useSearchParams in step with; components/navigation/page-refresh.ts says what
 * a redraw then does) rather than router.replace, so typing in the search never re-renders the
 * server page: the client fetches the list itself. The state is also held here and changed at
 * once, because the URL reaches useSearchParams a moment later and a checkbox must not flick back
 * in between.
 */
export function useListParams(): [ListParams, (change: Partial<ListParams>) => void] {
  const search = useSearchParams();
  const pathname = usePathname();
  const fromUrl = search.toString();
  // `ours`: every query string this list has shown or written itself.
  const [state, setState] = useState(() => ({
    url: fromUrl,
    params: readListParams(search),
    ours: new Set([fromUrl]) as ReadonlySet<string>,
  }));
  let current = state;
  // useSearchParams may still show one of our own earlier writes (it follows the address bar a
  // moment late): a string in the address bar now, or one we never wrote, is a change made without
  // us. (A link's navigation, a tag chip's say, reaches useSearchParams before the address bar.)
  const inAddressBar = typeof window === "undefined" || window.location.search.replace(/^\?/, "") === fromUrl;
  if (fromUrl !== state.url && (inAddressBar || !state.ours.has(fromUrl))) {
    // The URL changed without us (back, the header's search box, a link): it wins.
    current = { url: fromUrl, params: readListParams(search), ours: new Set([...state.ours, fromUrl]) };
    setState(current);
  }
  const update = (change: Partial<ListParams>) => {
    // The address bar is always the latest state, even for a write from an old closure (the
    // search box's debounce timer). Any change but paging itself starts again at page one.
    const latest = readListParams(new URLSearchParams(window.location.search));
    const next = { ...latest, page: 1, ...change };
    const url = listSearchString(next);
    setState((before) => ({ url, params: next, ours: new Set([...before.ours, url]) }));
    replaceAddress(url ? `${pathname}?${url}` : pathname);
  };
  return [current.params, update];
}
