"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, type ReactNode } from "react";
import { fieldMessage, type FieldErrors } from "@/components/forms/api-failure";
import { TextField } from "@/components/forms/text-field";
import { buttonStyles } from "@/components/ui/button-styles";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { SelectField } from "@/components/ui/select-field";
import { FIELD_TYPES } from "@/lib/schemas/entities";
import { newField, type FieldDraft, type FieldType } from "./entity-draft";

type CustomFieldsEditorProps = {
  fields: FieldDraft[];
  onChange: (fields: FieldDraft[]) => void;
  /** Errors keyed as the API reports them: `fields.<index>.<key>`. */
  errors: FieldErrors;
};

const hidden = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

type PendingFocus = { key: string; control: "up" | "down" | "name" };

function ValueInput({
  field,
  label,
  error,
  onChange,
}: {
  field: FieldDraft;
  label: string;
  error?: string;
  onChange: (patch: Partial<FieldDraft>) => void;
}) {
  if (field.type === "boolean")
    return (
      <CheckboxField
        label={label}
        checked={field.booleanValue}
        onChange={(event) => onChange({ booleanValue: event.target.checked })}
        error={error}
        className="sm:pt-7"
      />
    );
  if (field.type === "number")
    return (
      <TextField
        label={label}
        inputMode="numeric"
        value={field.numberValue}
        onChange={(event) => onChange({ numberValue: event.target.value })}
        error={error}
      />
    );
  return (
    <TextField
      label={label}
      type={field.type === "time" ? "date" : "text"}
      value={field.textValue}
      onChange={(event) => onChange({ textValue: event.target.value })}
      error={error}
    />
  );
}

/**
 * The entity's custom fields: add, remove, and reorder with Move up / Move down buttons (focus
 * stays on the moved field's button, so a keyboard user can press it again). Each field has a
 * typed value input: text, whole number, yes/no or a date.
 */
export function CustomFieldsEditor({ fields, onChange, errors }: CustomFieldsEditorProps) {
  const t = useTranslations("entity");
  const common = useTranslations("common");
  const typeOptions = FIELD_TYPES.map((type) => ({ value: type, label: t("customFields.type", { type }) }));
  const listRef = useRef<HTMLOListElement>(null);
  // Set by a move or an add; the effect after the next render moves focus there.
  const pendingFocus = useRef<PendingFocus | null>(null);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const inField = `[data-field-key="${pending.key}"]`;
    const target = listRef.current?.querySelector<HTMLElement>(
      `${inField} [data-control="${pending.control}"]`,
    );
    // At the top or bottom the pressed button is disabled; focus its sibling instead.
    const sibling = pending.control === "up" ? "down" : "up";
    const fallback = listRef.current?.querySelector<HTMLElement>(`${inField} [data-control="${sibling}"]`);
    (target && !target.hasAttribute("disabled") ? target : fallback)?.focus();
  });

  const update = (index: number, patch: Partial<FieldDraft>) =>
    onChange(fields.map((field, at) => (at === index ? { ...field, ...patch } : field)));
  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (target < 0 || target >= fields.length) return;
    const next = [...fields];
    [next[index], next[target]] = [next[target]!, next[index]!];
    onChange(next);
    pendingFocus.current = { key: fields[index]!.key, control: by < 0 ? "up" : "down" };
  };
  const add = () => {
    const field = newField();
    onChange([...fields, field]);
    pendingFocus.current = { key: field.key, control: "name" };
  };

  return (
    <div className="space-y-3">
      {fields.length === 0 && (
        <p className="text-sm text-stone-500 dark:text-stone-400">{t("customFields.empty")}</p>
      )}
      <ol ref={listRef} aria-label={t("sections.customFields")} className="space-y-3">
        {fields.map((field, index) => {
          const n = index + 1;
          const error = (key: string, label: string) => {
            const message = errors[`fields.${index}.${key}`];
            return message ? fieldMessage(label, message) : undefined;
          };
          return (
            <li
              key={field.key}
              data-field-key={field.key}
              className="grid gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-[1fr_9rem_1fr] dark:border-stone-700"
            >
              <TextField
                label={t("customFields.name", { n })}
                data-control="name"
                value={field.name}
                onChange={(event) => update(index, { name: event.target.value })}
                error={error("name", common("name"))}
              />
              <SelectField
                label={t("customFields.typeLabel", { n })}
                options={typeOptions}
                value={field.type}
                onChange={(event) => update(index, { type: event.target.value as FieldType })}
                error={error("type", t("fields.type"))}
              />
              <ValueInput
                field={field}
                label={t("customFields.value", { n })}
                error={
                  error("textValue", t("customFields.valueShort")) ??
                  error("numberValue", t("customFields.valueShort")) ??
                  error("booleanValue", t("customFields.valueShort"))
                }
                onChange={(patch) => update(index, patch)}
              />
              <div className="flex flex-wrap gap-1 sm:col-span-3">
                <button
                  type="button"
                  data-control="up"
                  className={buttonStyles.ghost}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <span aria-hidden="true">↑</span> {t.rich("customFields.moveUp", { n, hidden })}
                </button>
                <button
                  type="button"
                  data-control="down"
                  className={buttonStyles.ghost}
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <span aria-hidden="true">↓</span> {t.rich("customFields.moveDown", { n, hidden })}
                </button>
                <button
                  type="button"
                  className={`${buttonStyles.ghost} ml-auto text-red-700 dark:text-red-400`}
                  onClick={() => onChange(fields.filter((_, at) => at !== index))}
                >
                  {t.rich("customFields.remove", { n, hidden })}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" className={buttonStyles.secondary} onClick={add}>
        {t("customFields.add")}
      </button>
    </div>
  );
}
