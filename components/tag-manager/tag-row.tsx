"use client";

import { useCanWrite } from "@/components/auth/use-can-write";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useFormats } from "@/components/i18n/formats-provider";
import { taggedListHref } from "@/components/tags/tag-chip";
import { buttonStyles } from "@/components/ui/button-styles";
import type { TagSummaryOut } from "@/lib/schemas/tags";

type TagRowProps = {
  tag: TagSummaryOut;
  count: number;
  /** In the group's currency (the FormatsProvider's). */
  value: number;
  onEdit: () => void;
  onMerge: () => void;
  onDelete: () => void;
};

/**
 * One tag's line: its colour, icon, name (a link to its items), how many items carry it and their
 * value, and what can be done with it.
 */
export function TagRow({ tag, count, value, onEdit, onMerge, onDelete }: TagRowProps) {
  const canWrite = useCanWrite();
  const t = useTranslations("tagManager.row");
  const tc = useTranslations("common");
  const f = useFormats();
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span
        aria-hidden="true"
        className="size-3 shrink-0 rounded-full border border-stone-300 dark:border-stone-600"
        style={tag.color ? { backgroundColor: tag.color, borderColor: tag.color } : undefined}
      />
      {tag.icon && (
        <span aria-hidden="true" className="max-w-24 truncate text-sm">
          {tag.icon}
        </span>
      )}
      {/* Name over its figures, so a phone's narrow row keeps the whole name readable. */}
      {/* At least 8rem: on a phone longer button words wrap to a line of their own instead. */}
      <span className="flex min-w-32 flex-1 flex-col sm:flex-row sm:items-baseline sm:gap-2">
        <Link
          href={taggedListHref(tag.id)}
          className="truncate font-medium text-stone-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 sm:flex-1 dark:text-stone-100"
        >
          {tag.name}
        </Link>
        <span className="shrink-0 text-sm text-stone-600 tabular-nums dark:text-stone-400">
          {tc("countItems", { count })}
          {value !== 0 && <> · {f.money(value)}</>}
        </span>
      </span>
      {canWrite && (
        <span className="flex shrink-0 gap-1">
          <button
            aria-label={t("editName", { name: tag.name })}
            type="button"
            className={buttonStyles.ghost}
            onClick={onEdit}
          >
            {tc("edit")}
          </button>
          <button
            aria-label={t("mergeName", { name: tag.name })}
            type="button"
            className={buttonStyles.ghost}
            onClick={onMerge}
          >
            {t("merge")}
          </button>
          <button
            aria-label={t("deleteName", { name: tag.name })}
            type="button"
            className={`${buttonStyles.ghost} text-red-700 dark:text-red-400`}
            onClick={onDelete}
          >
            {tc("delete")}
          </button>
        </span>
      )}
    </div>
  );
}
