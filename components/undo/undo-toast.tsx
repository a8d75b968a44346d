"use client";

import { useTranslations } from "next-intl";
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";

/** How long Undo is offered. The timer stands still while the pointer or focus is on the toast. */
export const UNDO_OFFER_MS = 10_000;
/** How long the outcome of an undo stays readable. */
const OUTCOME_MS = 6_000;

// Not buttonStyles.ghost: its text colours are for a light surface, and the toast is inverted.
const toastButton =
  "inline-flex shrink-0 items-center justify-center rounded-lg px-2.5 py-1.5 text-sm hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400 disabled:cursor-not-allowed disabled:opacity-60 dark:hover:bg-stone-900/10 dark:hover:text-stone-900 dark:focus-visible:outline-brand-600";

/** What was just done, and how to take it back; `undo` answers what it achieved, in words. */
export type UndoOffer = { message: string; undo: () => Promise<string> };

type Toast =
  | { key: number; phase: "offered"; offer: UndoOffer }
  | { key: number; phase: "undoing"; offer: UndoOffer }
  | { key: number; phase: "done"; message: string };

const UndoContext = createContext<(offer: UndoOffer) => void>(() => {});

/** Offers Undo for what was just done: `useUndoToast()(offer)`. A new offer replaces the old one. */
export const useUndoToast = () => useContext(UndoContext);

/**
 * Holds the one undo toast of the signed-in pages. It lives above the pages, so an offer made just
 * before navigating away (a delete leaves the item's page) stays on screen. The toast is a polite
 * live region; its Undo button is an ordinary button in the tab order.
 */
export function UndoToastProvider({ children }: { children: ReactNode }) {
  const t = useTranslations("undo");
  const [toast, setToast] = useState<Toast | null>(null);
  const hovered = useRef(false);
  const region = useRef<HTMLDivElement>(null);
  const counter = useRef(0);

  const offer = useCallback((next: UndoOffer) => {
    counter.current += 1;
    setToast({ key: counter.current, phase: "offered", offer: next });
  }, []);

  const runUndo = async () => {
    if (toast?.phase !== "offered") return;
    const { key, offer: current } = toast;
    setToast({ key, phase: "undoing", offer: current });
    let message: string;
    try {
      message = await current.undo();
    } catch (error) {
      message = t("failed", { reason: error instanceof Error ? error.message : String(error) });
    }
    setToast((now) => (now?.key === key ? { key, phase: "done", message } : now));
  };

  useEffect(() => {
    if (!toast || toast.phase === "undoing") return;
    const key = toast.key;
    let timer: ReturnType<typeof setTimeout>;
    // Read when the time is up, not tracked by events: focus can vanish with a removed button.
    const held = () => hovered.current || !!region.current?.contains(document.activeElement);
    const expire = () => {
      if (held()) timer = setTimeout(expire, 1_000);
      else setToast((now) => (now?.key === key ? null : now));
    };
    timer = setTimeout(expire, toast.phase === "offered" ? UNDO_OFFER_MS : OUTCOME_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const text = toast ? (toast.phase === "done" ? toast.message : toast.offer.message) : "";

  return (
    <UndoContext.Provider value={offer}>
      {children}
      {/* Above the phone's bottom bar, and above a bar stuck to the bottom (see useLiftToasts). */}
      <div className="pointer-events-none fixed inset-x-0 bottom-[calc(5rem+var(--toast-lift,0px))] z-40 flex justify-center px-4 md:bottom-[calc(1.5rem+var(--toast-lift,0px))]">
        <div
          ref={region}
          aria-label={t("region")}
          role="region"
          // A mouse resting on it holds it; a finger's tap leaves no lasting hover.
          onPointerEnter={(event) => (hovered.current = event.pointerType === "mouse")}
          onPointerLeave={() => (hovered.current = false)}
          className={
            toast
              ? "pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-xl bg-stone-900 px-4 py-3 text-sm text-white shadow-xl dark:bg-stone-100 dark:text-stone-900"
              : "sr-only"
          }
        >
          <p role="status" className="mr-auto min-w-0">
            {text}
          </p>
          {toast && toast.phase !== "done" && (
            <button
              type="button"
              className={`${toastButton} font-semibold text-brand-300 dark:text-brand-700`}
              disabled={toast.phase === "undoing"}
              onClick={() => void runUndo()}
            >
              {toast.phase === "undoing" ? t("undoing") : t("undo")}
            </button>
          )}
          {toast && (
            <button
              type="button"
              aria-label={t("dismiss")}
              className={`${toastButton} text-stone-300 dark:text-stone-600`}
              onClick={() => setToast(null)}
            >
              <span aria-hidden="true">✕</span>
            </button>
          )}
        </div>
      </div>
    </UndoContext.Provider>
  );
}
