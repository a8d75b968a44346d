"use client";

import { useTranslations } from "next-intl";
import type { TemplateSummaryOut } from "@/lib/schemas/templates";
import { CreateItemForm } from "./create-item-form";
import { TemplateForm } from "./template-form";
import { templateValues } from "./template-values";
import { useSaveTemplate } from "./use-template-mutations";
import { useTemplate } from "./use-template";

export type TemplatePanelMode = "edit" | "create-item";

type TemplatePanelProps = {
  summary: TemplateSummaryOut;
  mode: TemplatePanelMode;
  onClose: (notice?: string) => void;
};

/** Under a template's line: its full form for editing, or the form making an item from it. */
export function TemplatePanel({ summary, mode, onClose }: TemplatePanelProps) {
  const t = useTranslations("templates.panel");
  const tc = useTranslations("common");
  const tm = useTranslations("templates.manager");
  const template = useTemplate(summary.id);
  const save = useSaveTemplate();
  if (template.isPending)
    return <p className="text-sm text-stone-500 dark:text-stone-400">{tc("loading")}</p>;
  if (template.isError) {
    return (
      <p className="text-sm text-red-700 dark:text-red-400">
        {t("loadFailed", { name: summary.name, message: template.error.message })}
      </p>
    );
  }
  if (mode === "create-item") return <CreateItemForm template={template.data} onCancel={() => onClose()} />;
  return (
    <TemplateForm
      key={template.data.updatedAt}
      title={tm("editName", { name: summary.name })}
      initial={templateValues(template.data)}
      submitLabel={t("save")}
      pending={save.isPending}
      onCancel={() => onClose()}
      onSubmit={async (body) => {
        const saved = await save.mutateAsync({ id: summary.id, body });
        onClose(t("saved", { name: saved.name }));
      }}
    />
  );
}
