"use client";

import { useCanWrite } from "@/components/auth/use-can-write";
import dynamic from "next/dynamic";
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { replaceAddress } from "@/components/navigation/page-refresh";
import type { QuickAddPrefill } from "./quick-add-prefill";

// Loaded when first opened, or once the browser is idle: the form and its checks (zod) stay out of
// every page's first load, yet the sheet opens after the connection is gone (offline capture). One
// loader for both, so the bundler makes one chunk of it that both share.
const loadQuickAddSheet = () => import("./quick-add-sheet").then((module) => module.QuickAddSheet);
const QuickAddSheet = dynamic(loadQuickAddSheet, { ssr: false });

/** `/dashboard?quick-add` opens the sheet on arrival. */
export const QUICK_ADD_PARAM = "quick-add";

const OpenQuickAdd = createContext<(prefill?: QuickAddPrefill) => void>(() => {});

/** Opens the quick add sheet, optionally prefilled (the scanner gives a product's name and code). */
export function useQuickAdd() {
  return useContext(OpenQuickAdd);
}

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * The one quick add sheet of the signed-in pages, and its `n` shortcut. The shortcut never fires
 * while typing in a field or while another dialog is open, and not for a barcode scanner's burst
 * (its listener stops those keys before they get here).
 */
export function QuickAddProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [prefill, setPrefill] = useState<QuickAddPrefill>({});
  const [opening, setOpening] = useState(0);
  // A read-only viewer has nothing to add: the "n" key, ?quick-add and the scanner open nothing.
  const canWrite = useCanWrite();
  const show = useCallback(
    (given: QuickAddPrefill = {}) => {
      if (!canWrite) return;
      setPrefill(given);
      setOpening((count) => count + 1);
      setOpen(true);
    },
    [canWrite],
  );

  // The installed app's "Quick add" shortcut (app/manifest.ts) opens any page with ?quick-add.
  // After the first paint, and the address tidied then (not before: strict mode runs this twice).
  useEffect(() => {
    if (!new URL(window.location.href).searchParams.has(QUICK_ADD_PARAM)) return;
    const frame = requestAnimationFrame(() => {
      const url = new URL(window.location.href);
      url.searchParams.delete(QUICK_ADD_PARAM);
      replaceAddress(url.pathname + url.search + url.hash, window.history.state);
      show();
    });
    return () => cancelAnimationFrame(frame);
  }, [show]);

  useEffect(() => {
    // The sheet must open offline too. A production build's service worker precaches every script
    // (app/sw.ts), the sheet's among them; only without one is it fetched ahead here, when idle.
    if (process.env.NODE_ENV === "production" && "serviceWorker" in navigator) return;
    const preload = () => void loadQuickAddSheet().catch(() => undefined);
    if (!("requestIdleCallback" in window)) return void setTimeout(preload, 2000);
    const handle = window.requestIdleCallback(preload, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "n" || event.defaultPrevented || event.repeat) return;
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      if (document.querySelector("dialog[open]")) return;
      event.preventDefault();
      show();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [show]);

  return (
    <OpenQuickAdd.Provider value={show}>
      {children}
      {opening > 0 && (
        <QuickAddSheet key={opening} open={open} prefill={prefill} onClose={() => setOpen(false)} />
      )}
    </OpenQuickAdd.Provider>
  );
}
