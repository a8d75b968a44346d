"use client";

import { useEffect, useState } from "react";

export type ViewMode = "list" | "grid";

const KEY = "cairn.entity-list.view";

/**
 * List or grid, remembered in this browser. The first render is always the list (the server cannot
 * know the choice); the remembered one follows right after mounting.
 */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>("list");
  useEffect(() => {
    try {
      // Reading browser storage after mounting is the point: the server rendered the default.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (window.localStorage.getItem(KEY) === "grid") setMode("grid");
    } catch {
      // Storage blocked (private mode, policy): the list it is.
    }
  }, []);
  const choose = (next: ViewMode) => {
    setMode(next);
    try {
      window.localStorage.setItem(KEY, next);
    } catch {
      // Not remembered, still shown.
    }
  };
  return [mode, choose];
}
