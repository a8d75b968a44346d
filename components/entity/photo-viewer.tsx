"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from "react";
import type { ItemAttachmentOut } from "@/lib/schemas/entities";
import { attachmentUrl } from "./attachment-url";

type PhotoViewerProps = {
  entityId: string;
  photos: ItemAttachmentOut[];
  /** The photo shown, or null while the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/** A horizontal drag longer than this (CSS px) turns the page; shorter ones are taps. */
const SWIPE_DISTANCE = 40;

const controlClass =
  "inline-flex size-11 items-center justify-center rounded-full bg-stone-900/70 text-white hover:bg-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-30";

/**
 * One photo at full size on the native <dialog>: the browser makes the page behind inert and closes
 * it on Escape. Arrow keys and a swipe (pointer events, so a mouse drag works too) go to the
 * neighbours; focus goes back to the thumbnail that opened it.
 */
export function PhotoViewer({ entityId, photos, index, onIndexChange, onClose }: PhotoViewerProps) {
  const t = useTranslations("entity.viewer");
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const swipeStart = useRef<number | null>(null);
  const open = index !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    if (!open && dialog.open) {
      dialog.close();
      opener.current?.focus();
    }
  }, [open]);

  const photo = index === null ? undefined : photos[index];
  const go = (step: number) => {
    if (index === null) return;
    // Round the ends: a button never turns disabled under the focus.
    onIndexChange((index + step + photos.length) % photos.length);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= SWIPE_DISTANCE) go(distance < 0 ? 1 : -1);
  };

  return (
    <dialog
      ref={ref}
      aria-label={
        photo ? t("label", { index: (index ?? 0) + 1, count: photos.length, title: photo.title }) : t("photo")
      }
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-stone-950 p-0 text-white backdrop:bg-stone-950/90"
    >
      {photo && (
        <div className="relative flex h-full w-full flex-col">
          <div className="flex items-center gap-3 p-3">
            <p className="min-w-0 flex-1 truncate text-sm" aria-live="polite">
              <span className="tabular-nums">
                {(index ?? 0) + 1} / {photos.length}
              </span>
              <span className="ml-2 text-stone-300">{photo.title}</span>
            </p>
            <button type="button" className={controlClass} onClick={onClose} aria-label={t("close")}>
              <svg
                viewBox="0 0 20 20"
                aria-hidden="true"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <path d="m5 5 10 10M15 5 5 15" />
              </svg>
            </button>
          </div>
          <div
            className="flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 pb-3 select-none"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeStart.current = null)}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- the original file, served by our own API */}
            <img
              key={photo.id}
              src={attachmentUrl(entityId, photo.id)}
              alt={photo.title}
              draggable={false}
              className="max-h-full max-w-full object-contain"
            />
          </div>
          {photos.length > 1 && (
            <>
              <button
                type="button"
                className={`${controlClass} absolute top-1/2 left-2 -translate-y-1/2`}
                onClick={() => go(-1)}
                aria-label={t("previous")}
              >
                <svg
                  viewBox="0 0 20 20"
                  aria-hidden="true"
                  className="size-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="M12.5 5 7.5 10l5 5" />
                </svg>
              </button>
              <button
                type="button"
                className={`${controlClass} absolute top-1/2 right-2 -translate-y-1/2`}
                onClick={() => go(1)}
                aria-label={t("next")}
              >
                <svg
                  viewBox="0 0 20 20"
                  aria-hidden="true"
                  className="size-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="M7.5 5 12.5 10l-5 5" />
                </svg>
              </button>
            </>
          )}
        </div>
      )}
    </dialog>
  );
}
