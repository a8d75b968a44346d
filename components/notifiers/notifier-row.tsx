"use client";

import { buttonStyles } from "@/components/ui/button-styles";
import type { NotifierOut } from "@/lib/schemas/notifiers";

type NotifierRowProps = {
  notifier: NotifierOut;
  maskedUrl: string | undefined;
  testing: boolean;
  toggling: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onTest: () => void;
  onDelete: () => void;
};

/** One notifier: name, where it sends (masked), whether it is active, and its actions. */
export function NotifierRow(props: NotifierRowProps) {
  const { notifier, maskedUrl, testing, toggling, onEdit, onToggle, onTest, onDelete } = props;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <div className="min-w-0 flex-1 basis-48">
        <p className="truncate font-medium">{notifier.name}</p>
        <p className="truncate font-mono text-xs text-stone-500 dark:text-stone-400">{maskedUrl ?? "…"}</p>
      </div>
      <span
        className={
          notifier.isActive
            ? "rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300"
            : "rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700 dark:bg-stone-800 dark:text-stone-300"
        }
      >
        {notifier.isActive ? "Active" : "Inactive"}
      </span>
      <div className="flex flex-wrap gap-1">
        <button
          type="button"
          className={buttonStyles.ghost}
          aria-label={`Send test to ${notifier.name}`}
          disabled={testing}
          aria-busy={testing || undefined}
          onClick={onTest}
        >
          {testing ? "Sending…" : "Send test"}
        </button>
        <button
          type="button"
          className={buttonStyles.ghost}
          aria-label={`${notifier.isActive ? "Deactivate" : "Activate"} ${notifier.name}`}
          disabled={toggling}
          onClick={onToggle}
        >
          {notifier.isActive ? "Deactivate" : "Activate"}
        </button>
        <button
          type="button"
          className={buttonStyles.ghost}
          aria-label={`Edit ${notifier.name}`}
          onClick={onEdit}
        >
          Edit
        </button>
        <button
          type="button"
          className={`${buttonStyles.ghost} text-red-700 dark:text-red-400`}
          aria-label={`Delete ${notifier.name}`}
          onClick={onDelete}
        >
          Delete
        </button>
      </div>
    </div>
  );
}
