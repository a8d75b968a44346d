"use client";

import { useTranslations } from "next-intl";
import { TextField } from "@/components/forms/text-field";
import { buttonStyles } from "@/components/ui/button-styles";
import { CheckboxField } from "@/components/ui/checkbox-field";
import type { FieldErrors } from "@/components/ui/field-errors";
import { useFieldMessage } from "@/components/ui/use-field-message";
import { SelectField } from "@/components/ui/select-field";
import { TEMPLATE_FIELD_TYPES, type TemplateFieldType } from "@/lib/schemas/templates";
import { emptyField, type FieldRow } from "./template-values";

type TemplateFieldRowsProps = {
  fields: FieldRow[];
  errors: FieldErrors;
  onChange: (fields: FieldRow[]) => void;
};

/** The template's custom fields: a name, a type and a default value each; add, edit, remove. */
export function TemplateFieldRows({ fields, errors, onChange }: TemplateFieldRowsProps) {
  const t = useTranslations("templates.fields");
  const tc = useTranslations("common");
  const fieldMessage = useFieldMessage();
  const update = (key: string, change: Partial<FieldRow>) =>
    onChange(fields.map((field) => (field.key === key ? { ...field, ...change } : field)));
  const error = (index: number, field: string, label: string) => {
    // A plain string, not a template: lib/i18n/catalogue-check.ts would read the code between two
    // templates as one literal and miss the message keys there.
    const message = errors[["fields", index, field].join(".")];
    return message ? fieldMessage(label, message) : undefined;
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-stone-800 dark:text-stone-200">{t("legend")}</legend>
      {fields.length === 0 && <p className="text-sm text-stone-500 dark:text-stone-400">{t("none")}</p>}
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <div
            key={field.key}
            className="grid gap-2 rounded-lg border border-stone-200 p-3 sm:grid-cols-[1fr_10rem_1fr_auto] sm:items-start dark:border-stone-700"
          >
            <TextField
              label={t("name", { number })}
              value={field.name}
              error={error(index, "name", tc("name"))}
              onChange={(event) => update(field.key, { name: event.target.value })}
            />
            <SelectField
              label={t("type", { number })}
              value={field.type}
              onChange={(event) => update(field.key, { type: event.target.value as TemplateFieldType })}
              options={TEMPLATE_FIELD_TYPES.map((type) => ({ value: type, label: t("typeName", { type }) }))}
            />
            {field.type === "boolean" ? (
              <CheckboxField
                label={t("defaultYes", { number })}
                className="sm:pt-8"
                checked={field.booleanValue}
                onChange={(event) => update(field.key, { booleanValue: event.target.checked })}
              />
            ) : field.type === "number" ? (
              <TextField
                label={t("default", { number })}
                type="number"
                inputMode="numeric"
                value={field.numberValue}
                error={error(index, "numberValue", t("defaultError"))}
                onChange={(event) => update(field.key, { numberValue: event.target.value })}
              />
            ) : field.type === "time" ? (
              <TextField
                label={t("default", { number })}
                type="date"
                value={field.timeValue}
                error={error(index, "timeValue", t("defaultError"))}
                onChange={(event) => update(field.key, { timeValue: event.target.value })}
              />
            ) : (
              <TextField
                label={t("default", { number })}
                value={field.textValue}
                error={error(index, "textValue", t("defaultError"))}
                onChange={(event) => update(field.key, { textValue: event.target.value })}
              />
            )}
            <button
              type="button"
              className={`${buttonStyles.ghost} sm:mt-7`}
              onClick={() => onChange(fields.filter((other) => other.key !== field.key))}
            >
              {t.rich("remove", { number, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
            </button>
          </div>
        );
      })}
      <button
        type="button"
        className={buttonStyles.secondary}
        onClick={() => onChange([...fields, emptyField()])}
      >
        {t("add")}
      </button>
    </fieldset>
  );
}
