"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useTags } from "@/components/tags/use-tags";
import { buttonStyles } from "@/components/ui/button-styles";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { StatusMessage } from "@/components/ui/status-message";
import { MAX_TAG_DEPTH } from "@/lib/tags/tag-tree";
import type { TagSummaryOut } from "@/lib/schemas/tags";
import { buildTagForest, parentOf, subtreeIds, tagOptions, type TagNode } from "./tag-forest";
import { TagForm, emptyTagValues } from "./tag-form";
import { TagMergeForm } from "./tag-merge-form";
import { TagRow } from "./tag-row";
import { useCreateTag, useDeleteTag, useUpdateTag } from "./use-tag-mutations";

type Panel = { id: string; mode: "edit" | "merge" } | null;

type TagManagerProps = {
  /** Items carrying each tag (absent: none). */
  counts: Record<string, number>;
  /** Value of each tag's owned items, sub-tags included, as on the dashboard (absent: none). */
  values: Record<string, number>;
  /** Unused: values show in the FormatsProvider's currency, which is the group's. */
  currency?: string;
};

/**
 * The group's tags as their tree, each with its item count and value and a link to its items;
 * creating one is a button away, and each can be edited, re-parented, merged and deleted.
 */
export function TagManager({ counts, values }: TagManagerProps) {
  const t = useTranslations("tagManager.manager");
  const tc = useTranslations("common");
  const tags = useTags();
  const [creating, setCreating] = useState(false);
  const [panel, setPanel] = useState<Panel>(null);
  const [deleting, setDeleting] = useState<TagSummaryOut | null>(null);
  const [notice, setNotice] = useState("");
  const [failure, setFailure] = useState("");
  const create = useCreateTag();
  const update = useUpdateTag();
  const remove = useDeleteTag();
  const all = tags.data ?? [];

  const renderNodes = (nodes: TagNode[], depth: number) => (
    <ul
      aria-label={depth === 0 ? tc("tags") : undefined}
      className={
        depth === 0
          ? "divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white shadow-sm dark:divide-stone-800 dark:border-stone-800 dark:bg-stone-900/60"
          : "ml-5 border-l border-stone-200 sm:ml-6 dark:border-stone-800"
      }
    >
      {nodes.map(({ tag, children }) => (
        <li key={tag.id}>
          <TagRow
            tag={tag}
            count={counts[tag.id] ?? 0}
            value={values[tag.id] ?? 0}
            onEdit={() => setPanel({ id: tag.id, mode: "edit" })}
            onMerge={() => setPanel({ id: tag.id, mode: "merge" })}
            onDelete={() => setDeleting(tag)}
          />
          {panel?.id === tag.id && (
            <div className="mx-3 mb-3 rounded-lg border border-stone-200 bg-stone-50 p-3 dark:border-stone-700 dark:bg-stone-800/50">
              {panel.mode === "edit" ? (
                <TagForm
                  title={t("editTitle", { name: tag.name })}
                  initial={{
                    name: tag.name,
                    parentId: parentOf(tag) ?? "",
                    color: tag.color,
                    icon: tag.icon,
                    description: tag.description,
                  }}
                  parentOptions={tagOptions(all, subtreeIds(tag.id, all))}
                  submitLabel={tc("save")}
                  pending={update.isPending}
                  onCancel={() => setPanel(null)}
                  onSubmit={async (body) => {
                    await update.mutateAsync({ id: tag.id, body });
                    setPanel(null);
                    setNotice(t("saved", { name: body.name }));
                  }}
                />
              ) : (
                <TagMergeForm
                  tag={tag}
                  targets={tagOptions(all, subtreeIds(tag.id, all))}
                  onDone={(into) => {
                    setPanel(null);
                    if (into) setNotice(t("merged", { name: tag.name, into: into.label }));
                  }}
                />
              )}
            </div>
          )}
          {children.length > 0 && renderNodes(children, depth + 1)}
        </li>
      ))}
    </ul>
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="tags-heading" className="text-2xl font-semibold tracking-tight">
          {tc("tags")}
        </h1>
        <button
          type="button"
          className={creating ? buttonStyles.secondary : buttonStyles.primary}
          aria-expanded={creating}
          aria-controls="new-tag"
          onClick={() => setCreating((open) => !open)}
        >
          {creating ? tc("close") : t("newTag")}
        </button>
      </div>
      <section
        id="new-tag"
        hidden={!creating}
        aria-labelledby="new-tag-heading"
        className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-800 dark:bg-stone-900/60"
      >
        <h2 id="new-tag-heading" className="mb-3 text-base font-semibold">
          {t("newTag")}
        </h2>
        <TagForm
          title={t("newTag")}
          initial={emptyTagValues}
          parentOptions={tagOptions(all)}
          submitLabel={t("createTag")}
          pending={create.isPending}
          onCancel={() => setCreating(false)}
          onSubmit={async (body) => {
            const tag = await create.mutateAsync(body);
            setCreating(false);
            setNotice(t("created", { name: tag.name }));
          }}
        />
      </section>
      <section aria-labelledby="all-tags-heading" className="space-y-3">
        <h2 id="all-tags-heading" className="sr-only">
          {t("allTags")}
        </h2>
        <p className="text-sm text-stone-500 dark:text-stone-400">{t("nesting", { max: MAX_TAG_DEPTH })}</p>
        <StatusMessage tone="error">{failure}</StatusMessage>
        <StatusMessage tone="info">{notice}</StatusMessage>
        {tags.isPending ? (
          <p className="text-sm text-stone-500 dark:text-stone-400">{t("loading")}</p>
        ) : tags.isError ? (
          <StatusMessage tone="error">{t("loadFailed", { message: tags.error.message })}</StatusMessage>
        ) : all.length === 0 ? (
          <p className="text-sm text-stone-500 dark:text-stone-400">{t("empty")}</p>
        ) : (
          renderNodes(buildTagForest(all), 0)
        )}
      </section>
      <ConfirmDeleteDialog
        target={deleting}
        noun="tag"
        pending={remove.isPending}
        remove={remove.mutate}
        onClose={() => setDeleting(null)}
        onDeleted={setNotice}
        onFailureChange={setFailure}
      >
        {t("deleteBody")}
      </ConfirmDeleteDialog>
    </div>
  );
}
