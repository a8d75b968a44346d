"use client";

import { useTranslations } from "next-intl";
import { useCanWrite } from "@/components/auth/use-can-write";
import { useQuickAdd } from "./quick-add-provider";

function PlusIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="none" stroke="currentColor">
      <path d="M12 5v14M5 12h14" strokeWidth="2.25" strokeLinecap="round" />
    </svg>
  );
}

/** "+" in the header (wide screens) or the bottom bar (phones): opens the quick add sheet. */
export function QuickAddButton({ place }: { place: "header" | "bottom-bar" }) {
  const t = useTranslations("quickAdd.button");
  const open = useQuickAdd();
  const canWrite = useCanWrite();
  if (!canWrite) return null;
  const className =
    place === "header"
      ? "hidden size-9 items-center justify-center rounded-full bg-brand-600 text-white shadow-xs hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 md:inline-flex dark:bg-brand-500 dark:text-stone-950 dark:hover:bg-brand-400"
      : "mx-auto my-1.5 flex size-11 items-center justify-center rounded-full border-2 border-brand-600 text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-brand-400 dark:text-brand-300";
  return (
    <button
      type="button"
      onClick={() => open()}
      className={className}
      aria-keyshortcuts="n"
      title={t("title")}
    >
      <PlusIcon className={place === "header" ? "size-5" : "size-6"} />
      <span className="sr-only">{t("label")}</span>
    </button>
  );
}
