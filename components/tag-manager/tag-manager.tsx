"use client";

import { useCanWrite } from "@/components/auth/use-can-write";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useTags } from "@/components/tags/use-tags";
import { buttonStyles } from "@/components/ui/button-styles";
import { SettingsList, useSettingsList } from "@/components/settings/settings-list";
import { MAX_TAG_DEPTH } from "@/lib/tags/tag-tree";
import type { TagSummaryOut } from "@/lib/schemas/tags";
import { buildTagForest, parentOf, subtreeIds, tagOptions, type TagNode } from "./tag-forest";
import { TagForm, emptyTagValues } from "./tag-form";
import { TagMergeForm } from "./tag-merge-form";
import { TagRow } from "./tag-row";
import { useCreateTag, useDeleteTag, useUpdateTag } from "./use-tag-mutations";

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
  const list = useSettingsList<TagSummaryOut, "edit" | "merge">();
  const create = useCreateTag();
  const update = useUpdateTag();
  const remove = useDeleteTag();
  const canWrite = useCanWrite();
  const all = tags.data ?? [];
  const forest = buildTagForest(all);
  const childrenById = new Map<string, TagSummaryOut[]>();
  const index = (nodes: TagNode[]) => {
    for (const node of nodes) {
      childrenById.set(
        node.tag.id,
        node.children.map((child) => child.tag),
      );
      index(node.children);
    }
  };
  index(forest);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="tags-heading" className="text-2xl font-semibold tracking-tight">
          {tc("tags")}
        </h1>
        {canWrite && (
          <button
            type="button"
            className={creating ? buttonStyles.secondary : buttonStyles.primary}
            aria-expanded={creating}
            aria-controls="new-tag"
            onClick={() => setCreating((open) => !open)}
          >
            {creating ? tc("close") : t("newTag")}
          </button>
        )}
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
            list.notify(t("created", { name: tag.name }));
          }}
        />
      </section>
      <section aria-labelledby="all-tags-heading" className="space-y-3">
        <h2 id="all-tags-heading" className="sr-only">
          {t("allTags")}
        </h2>
        <p className="text-sm text-stone-500 dark:text-stone-400">{t("nesting", { max: MAX_TAG_DEPTH })}</p>
        <SettingsList
          state={list}
          query={tags}
          items={forest.map((node) => node.tag)}
          childrenOf={(tag) => childrenById.get(tag.id) ?? []}
          label={tc("tags")}
          loading={t("loading")}
          loadFailed={(message) => t("loadFailed", { message })}
          empty={t("empty")}
          row={(tag) => (
            <TagRow
              tag={tag}
              count={counts[tag.id] ?? 0}
              value={values[tag.id] ?? 0}
              onEdit={() => list.open(tag.id, "edit")}
              onMerge={() => list.open(tag.id, "merge")}
              onDelete={() => list.askDelete(tag)}
            />
          )}
          panel={(tag, mode) =>
            mode === "edit" ? (
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
                onCancel={() => list.close()}
                onSubmit={async (body) => {
                  await update.mutateAsync({ id: tag.id, body });
                  list.close(t("saved", { name: body.name }));
                }}
              />
            ) : (
              <TagMergeForm
                tag={tag}
                targets={tagOptions(all, subtreeIds(tag.id, all))}
                onDone={(into) =>
                  list.close(into ? t("merged", { name: tag.name, into: into.label }) : undefined)
                }
              />
            )
          }
          deletion={{ noun: "tag", pending: remove.isPending, remove: remove.mutate, body: t("deleteBody") }}
        />
      </section>
    </div>
  );
}
