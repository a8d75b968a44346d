"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { buttonStyles } from "@/components/ui/button-styles";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { StatusMessage } from "@/components/ui/status-message";
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
  const [panel, setPanel] = useState<{ id: string; mode: TemplatePanelMode } | null>(null);
  const [deleting, setDeleting] = useState<TemplateSummaryOut | null>(null);
  const [notice, setNotice] = useState("");
  const [failure, setFailure] = useState("");

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
              setNotice(t("created", { name: template.name }));
            }}
          />
        </section>
      ) : (
        <button type="button" className={buttonStyles.primary} onClick={() => setCreating(true)}>
          {t("new")}
        </button>
      )}
      <StatusMessage tone="error">{failure}</StatusMessage>
      <StatusMessage tone="info">{notice}</StatusMessage>
      {templates.isPending ? (
        <p className="text-sm text-stone-500 dark:text-stone-400">{t("loading")}</p>
      ) : templates.isError ? (
        <StatusMessage tone="error">{t("loadFailed", { message: templates.error.message })}</StatusMessage>
      ) : templates.data.length === 0 ? (
        <p className="text-sm text-stone-500 dark:text-stone-400">{t("empty")}</p>
      ) : (
        <ul
          aria-label={t("list")}
          className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white shadow-sm dark:divide-stone-800 dark:border-stone-800 dark:bg-stone-900/60"
        >
          {templates.data.map((template) => (
            <li key={template.id} className="px-3 py-2">
              <div className="flex flex-wrap items-center gap-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{template.name}</p>
                  {template.description && (
                    <p className="truncate text-sm text-stone-500 dark:text-stone-400">
                      {template.description}
                    </p>
                  )}
                </div>
                <button
                  aria-label={t("createItemFrom", { name: template.name })}
                  type="button"
                  className={buttonStyles.secondary}
                  onClick={() => setPanel({ id: template.id, mode: "create-item" })}
                >
                  {t("createItem")}
                </button>
                <button
                  aria-label={t("editName", { name: template.name })}
                  type="button"
                  className={buttonStyles.ghost}
                  onClick={() => setPanel({ id: template.id, mode: "edit" })}
                >
                  {tc("edit")}
                </button>
                <button
                  aria-label={t("deleteName", { name: template.name })}
                  type="button"
                  className={`${buttonStyles.ghost} text-red-700 dark:text-red-400`}
                  onClick={() => setDeleting(template)}
                >
                  {tc("delete")}
                </button>
              </div>
              {panel?.id === template.id && (
                <div className="mt-2 rounded-lg border border-stone-200 bg-stone-50 p-3 dark:border-stone-700 dark:bg-stone-800/50">
                  <TemplatePanel
                    summary={template}
                    mode={panel.mode}
                    onClose={(text) => {
                      setPanel(null);
                      if (text) setNotice(text);
                    }}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDeleteDialog
        target={deleting}
        noun="template"
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
