"use client";

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
  return (
    <div
      role="alert"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-3 text-sm text-amber-900 dark:border-amber-800/70 dark:bg-amber-950/40 dark:text-amber-200"
    >
      <p>
        <strong className="font-semibold">This item was changed by someone else</strong> since you opened it.
        Reload to see their change (your edits here are discarded), or overwrite it with your version.
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={onReload} disabled={busy}>
          Reload
        </button>
        <button type="button" className={buttonStyles.danger} onClick={onOverwrite} disabled={busy}>
          Overwrite
        </button>
      </div>
    </div>
  );
}
