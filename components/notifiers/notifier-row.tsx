"use client";

import { useTranslations } from "next-intl";
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
  const t = useTranslations("notifiers.row");
  const tc = useTranslations("common");
  const name = notifier.name;
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
        {notifier.isActive ? t("active") : t("inactive")}
      </span>
      <div className="flex flex-wrap gap-1">
        <button
          type="button"
          className={buttonStyles.ghost}
          aria-label={t("testLabel", { name })}
          disabled={testing}
          aria-busy={testing || undefined}
          onClick={onTest}
        >
          {testing ? t("sending") : t("test")}
        </button>
        <button
          type="button"
          className={buttonStyles.ghost}
          aria-label={notifier.isActive ? t("deactivateLabel", { name }) : t("activateLabel", { name })}
          disabled={toggling}
          onClick={onToggle}
        >
          {notifier.isActive ? t("deactivate") : t("activate")}
        </button>
        <button
          type="button"
          className={buttonStyles.ghost}
          aria-label={t("editLabel", { name })}
          onClick={onEdit}
        >
          {tc("edit")}
        </button>
        <button
          type="button"
          className={`${buttonStyles.ghost} text-red-700 dark:text-red-400`}
          aria-label={t("deleteLabel", { name })}
          onClick={onDelete}
        >
          {tc("delete")}
        </button>
      </div>
    </div>
  );
}
