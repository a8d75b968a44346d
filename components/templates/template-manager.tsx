"use client";

import { useCanWrite } from "@/components/auth/use-can-write";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { buttonStyles } from "@/components/ui/button-styles";
import { SettingsList, useSettingsList } from "@/components/settings/settings-list";
import type { TemplateSummaryOut } from "@/lib/schemas/templates";
import { TemplateForm } from "./template-form";
import { TemplatePanel, type TemplatePanelMode } from "./template-panel";
import { emptyTemplateValues } from "./template-values";
import { useDeleteTemplate, useSaveTemplate } from "./use-template-mutations";
import { useTemplates } from "./use-templates";

/** Lists the group's item templates; creates, edits and deletes them, and makes items from them. */
export function TemplateManager() {
  const t = useTranslations("templates.manager");
  const tc = useTranslations("common");
  const templates = useTemplates();
  const save = useSaveTemplate();
  const remove = useDeleteTemplate();
  const [creating, setCreating] = useState(false);
  const canWrite = useCanWrite();
  const list = useSettingsList<TemplateSummaryOut, TemplatePanelMode>();

  return (
    <div className="space-y-4">
      {creating ? (
        <section
          aria-labelledby="new-template-heading"
          className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-800 dark:bg-stone-900/60"
        >
          <h2 id="new-template-heading" className="mb-3 text-base font-semibold">
            {t("new")}
          </h2>
          <TemplateForm
            title={t("new")}
            initial={emptyTemplateValues()}
            submitLabel={t("create")}
            pending={save.isPending}
            onCancel={() => setCreating(false)}
            onSubmit={async (body) => {
              const template = await save.mutateAsync({ id: null, body });
              setCreating(false);
              list.notify(t("created", { name: template.name }));
            }}
          />
        </section>
      ) : (
        canWrite && (
          <button type="button" className={buttonStyles.primary} onClick={() => setCreating(true)}>
            {t("new")}
          </button>
        )
      )}
      <SettingsList
        state={list}
        query={templates}
        label={t("list")}
        loading={t("loading")}
        loadFailed={(message) => t("loadFailed", { message })}
        empty={t("empty")}
        row={(template) => (
          <div className="flex flex-wrap items-center gap-2">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{template.name}</p>
              {template.description && (
                <p className="truncate text-sm text-stone-500 dark:text-stone-400">{template.description}</p>
              )}
            </div>
            {canWrite && (
              <>
                <button
                  aria-label={t("createItemFrom", { name: template.name })}
                  type="button"
                  className={buttonStyles.secondary}
                  onClick={() => list.open(template.id, "create-item")}
                >
                  {t("createItem")}
                </button>
                <button
                  aria-label={t("editName", { name: template.name })}
                  type="button"
                  className={buttonStyles.ghost}
                  onClick={() => list.open(template.id, "edit")}
                >
                  {tc("edit")}
                </button>
                <button
                  aria-label={t("deleteName", { name: template.name })}
                  type="button"
                  className={`${buttonStyles.ghost} text-red-700 dark:text-red-400`}
                  onClick={() => list.askDelete(template)}
                >
                  {tc("delete")}
                </button>
              </>
            )}
          </div>
        )}
        panel={(template, mode) => <TemplatePanel summary={template} mode={mode} onClose={list.close} />}
        deletion={{
          noun: "template",
          pending: remove.isPending,
          remove: remove.mutate,
          body: t("deleteBody"),
        }}
      />
    </div>
  );
}
