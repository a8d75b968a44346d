"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useCreateTag } from "@/components/tag-manager/use-tag-mutations";
import { Combobox } from "@/components/ui/combobox";
import { useTags } from "@/components/tags/use-tags";
import type { TagSummaryOut } from "@/lib/schemas/tags";

type TagPickerProps = {
  label: string;
  /** Chosen tag ids, in the order they were chosen. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
  className?: string;
  /** Offer to create a tag from typed text that names none; off for filters (nothing to find in a new tag). */
  canCreate?: boolean;
};

function pathOf(tag: TagSummaryOut, byId: Map<string, TagSummaryOut>): string {
  const names = [tag.name];
  let parent = tag.parentId ? byId.get(tag.parentId) : undefined;
  for (let depth = 0; parent && depth < 8; depth++) {
    names.unshift(parent.name);
    parent = parent.parentId ? byId.get(parent.parentId) : undefined;
  }
  return names.join(" › ");
}

/** The option that makes a new tag of the typed text; no tag id starts like this. */
const CREATE = "create:";

/**
 * Chooses several tags: the chosen ones as removable chips, and a search box to add more. Text that
 * names no tag exactly is offered as a new tag, created and chosen in one step.
 */
export function TagPicker({ label, value, onChange, error, className, canCreate = true }: TagPickerProps) {
  const t = useTranslations("pickers.tagPicker");
  const tags = useTags();
  const createTag = useCreateTag();
  const [text, setText] = useState("");
  const byId = new Map((tags.data ?? []).map((tag) => [tag.id, tag]));
  const needle = text.trim().toLocaleLowerCase();
  const options = (tags.data ?? [])
    .filter((tag) => !value.includes(tag.id))
    .map((tag) => ({ id: tag.id, label: tag.name, hint: tag.parentId ? pathOf(tag, byId) : undefined }))
    .filter(
      (option) => !needle || `${option.label} ${option.hint ?? ""}`.toLocaleLowerCase().includes(needle),
    )
    .slice(0, 50);
  const typed = text.trim();
  const exists = (tags.data ?? []).some((tag) => tag.name.toLocaleLowerCase() === typed.toLocaleLowerCase());
  if (canCreate && typed && !exists && !tags.isPending) {
    options.push({ id: `${CREATE}${typed}`, label: t("create", { name: typed }), hint: undefined });
  }
  const choose = async (id: string) => {
    if (!id.startsWith(CREATE)) return onChange([...value, id]);
    const created = await createTag
      .mutateAsync({ name: id.slice(CREATE.length), description: "", color: "", icon: "", parentId: null })
      .catch(() => null);
    if (created) onChange([...value, created.id]);
  };
  return (
    <div className={className}>
      <Combobox
        label={label}
        selectedLabel=""
        options={options}
        loading={tags.isPending || createTag.isPending}
        error={createTag.error ? t("createFailed", { message: createTag.error.message }) : error}
        placeholder={canCreate ? t("addOrCreate") : t("add")}
        onSearch={setText}
        onSelect={(option) => void choose(option.id)}
      />
      {value.length > 0 && (
        <ul aria-label={t("chosen", { label })} className="mt-2 flex flex-wrap gap-1.5">
          {value.map((id) => {
            const tag = byId.get(id);
            const name = tag?.name ?? "…";
            return (
              <li
                key={id}
                className="inline-flex max-w-full min-w-0 items-center gap-1 rounded-full border border-stone-300 bg-stone-50 py-0.5 pr-1 pl-2.5 text-sm dark:border-stone-700 dark:bg-stone-800"
              >
                {tag?.color && (
                  <span
                    aria-hidden="true"
                    className="size-2.5 shrink-0 rounded-full"
                    style={{ backgroundColor: tag.color }}
                  />
                )}
                {/* A long name ends in an ellipsis; the whole of it shows on hover. */}
                <span className="max-w-48 truncate" title={name}>
                  {name}
                </span>
                <button
                  type="button"
                  onClick={() => onChange(value.filter((chosen) => chosen !== id))}
                  className="shrink-0 rounded-full px-1.5 text-stone-500 hover:bg-stone-200 hover:text-stone-900 dark:hover:bg-stone-700 dark:hover:text-white"
                >
                  <span aria-hidden="true">×</span>
                  <span className="sr-only">{t("remove", { name })}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
