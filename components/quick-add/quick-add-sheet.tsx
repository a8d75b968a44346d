"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { refreshPage } from "@/components/navigation/page-refresh";
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import type { EntityOut } from "@/lib/schemas/entities";
import { QuickAddForm } from "./quick-add-form";
import type { QuickAddPrefill } from "./quick-add-prefill";

type QuickAddSheetProps = { open: boolean; prefill: QuickAddPrefill; onClose: () => void };

/**
 * The quick add dialog: a sheet from the bottom on a phone, a centred dialog on wider screens. The
 * native <dialog> traps focus, makes the page behind inert and closes on Escape. Each "Save and add
 * another" starts a fresh form (the location stays: the form starts from the last one used).
 */
export function QuickAddSheet({ open, prefill, onClose }: QuickAddSheetProps) {
  const t = useTranslations("quickAdd.sheet");
  const tc = useTranslations("common");
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [round, setRound] = useState(0);
  const [added, setAdded] = useState<EntityOut | null>(null);
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  // What was added with "Save and add another" shows on the page behind once the sheet closes.
  const close = () => {
    if (added) refreshPage(router);
    onClose();
  };

  const addedLink = (chunks: ReactNode) => (
    <Link
      href={`/entities/${added?.id}`}
      onClick={onClose}
      className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-400"
    >
      {chunks}
    </Link>
  );

  // A layout effect: the dialog is modal before the form's own effects run (it moves focus to the name).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) close();
      }}
      className="mx-0 mt-auto mb-0 max-h-[92dvh] w-full max-w-none overflow-y-auto rounded-t-2xl border border-stone-200 bg-white p-4 pb-[calc(1rem+env(safe-area-inset-bottom))] text-stone-900 shadow-xl backdrop:bg-stone-950/50 sm:m-auto sm:w-[min(32rem,calc(100vw-2rem))] sm:rounded-xl sm:p-5 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          {t("title")}
        </h2>
        <button
          type="button"
          onClick={close}
          disabled={busy}
          className="-mr-1 flex size-9 items-center justify-center rounded-full text-xl text-stone-500 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-stone-400 dark:hover:bg-stone-800 dark:hover:text-white"
        >
          <span aria-hidden="true">×</span>
          <span className="sr-only">{tc("close")}</span>
        </button>
      </div>
      <div role="status" className={added ? "mt-2 text-sm text-stone-700 dark:text-stone-300" : "sr-only"}>
        {added &&
          (added.parent
            ? t.rich("addedTo", { name: added.name, place: added.parent.name, link: addedLink })
            : t.rich("added", { name: added.name, link: addedLink }))}
      </div>
      {open && (
        <QuickAddForm
          key={round}
          // The product's name and code belong to the scanned thing only, not to the next one.
          prefill={round === 0 ? prefill : {}}
          onBusyChange={setBusy}
          onClose={onClose}
          onAdded={(entity) => {
            setAdded(entity);
            setRound((count) => count + 1);
          }}
        />
      )}
    </dialog>
  );
}
