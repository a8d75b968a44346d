"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

type ActionsPanelProps = { id: string; name: string; onClose: () => void; children: ReactNode };

/** The box under a row (location or item) holding its actions; Escape closes it. */
export function ActionsPanel({ id, name, onClose, children }: ActionsPanelProps) {
  const t = useTranslations("locations.row");
  return (
    <div
      id={id}
      role="group"
      aria-label={t("actionsFor", { name })}
      onKeyDown={(event) => {
        // Escape inside an open picker list closes that list first (the picker handles it).
        if (event.key === "Escape" && !event.defaultPrevented) onClose();
      }}
      className="mx-2 mb-2 rounded-lg border border-stone-200 bg-stone-50 p-3 dark:border-stone-700 dark:bg-stone-800/50"
    >
      {children}
    </div>
  );
}
