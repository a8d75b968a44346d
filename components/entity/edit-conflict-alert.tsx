"use client";

import { useTranslations } from "next-intl";
import { buttonStyles } from "@/components/ui/button-styles";

type EditConflictAlertProps = {
  /** Throws the edits away and shows the item as it is now. */
  onReload: () => void;
  /** Saves these edits over the other person's change. */
  onOverwrite: () => void;
  busy: boolean;
};

/**
 * Shown when a save was refused because someone else changed the item since this editor loaded it
 * (412 on If-Match): the person decides, rather than either change being lost silently.
 */
export function EditConflictAlert({ onReload, onOverwrite, busy }: EditConflictAlertProps) {
  const t = useTranslations("entity.conflict");
  return (
    <div
      role="alert"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-3 text-sm text-amber-900 dark:border-amber-800/70 dark:bg-amber-950/40 dark:text-amber-200"
    >
      <p>{t.rich("message", { b: (chunks) => <strong className="font-semibold">{chunks}</strong> })}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={onReload} disabled={busy}>
          {t("reload")}
        </button>
        <button type="button" className={buttonStyles.danger} onClick={onOverwrite} disabled={busy}>
          {t("overwrite")}
        </button>
      </div>
    </div>
  );
}
