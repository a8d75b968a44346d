"use client";

import { TextField } from "@/components/forms/text-field";
import { buttonStyles } from "@/components/ui/button-styles";
import { CheckboxField } from "@/components/ui/checkbox-field";
import type { FieldErrors } from "@/components/ui/field-errors";
import { SelectField } from "@/components/ui/select-field";
import { TEMPLATE_FIELD_TYPES, type TemplateFieldType } from "@/lib/schemas/templates";
import { emptyField, type FieldRow } from "./template-values";

const TYPE_LABELS: Record<TemplateFieldType, string> = {
  text: "Text",
  number: "Number",
  boolean: "Yes / no",
  time: "Date",
};

type TemplateFieldRowsProps = {
  fields: FieldRow[];
  errors: FieldErrors;
  onChange: (fields: FieldRow[]) => void;
};

/** The template's custom fields: a name, a type and a default value each; add, edit, remove. */
export function TemplateFieldRows({ fields, errors, onChange }: TemplateFieldRowsProps) {
  const update = (key: string, change: Partial<FieldRow>) =>
    onChange(fields.map((field) => (field.key === key ? { ...field, ...change } : field)));
  const error = (index: number, field: string, label: string) => {
    const message = errors[`fields.${index}.${field}`];
    return message ? `${label} ${message}` : undefined;
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-stone-800 dark:text-stone-200">Custom fields</legend>
      {fields.length === 0 && <p className="text-sm text-stone-500 dark:text-stone-400">No custom fields.</p>}
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <div
            key={field.key}
            className="grid gap-2 rounded-lg border border-stone-200 p-3 sm:grid-cols-[1fr_10rem_1fr_auto] sm:items-start dark:border-stone-700"
          >
            <TextField
              label={`Field ${number} name`}
              value={field.name}
              error={error(index, "name", "Name")}
              onChange={(event) => update(field.key, { name: event.target.value })}
            />
            <SelectField
              label={`Field ${number} type`}
              value={field.type}
              onChange={(event) => update(field.key, { type: event.target.value as TemplateFieldType })}
              options={TEMPLATE_FIELD_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
            />
            {field.type === "boolean" ? (
              <CheckboxField
                label={`Field ${number} default: yes`}
                className="sm:pt-8"
                checked={field.booleanValue}
                onChange={(event) => update(field.key, { booleanValue: event.target.checked })}
              />
            ) : field.type === "number" ? (
              <TextField
                label={`Field ${number} default`}
                type="number"
                inputMode="numeric"
                value={field.numberValue}
                error={error(index, "numberValue", "Default")}
                onChange={(event) => update(field.key, { numberValue: event.target.value })}
              />
            ) : field.type === "time" ? (
              <TextField
                label={`Field ${number} default`}
                type="date"
                value={field.timeValue}
                error={error(index, "timeValue", "Default")}
                onChange={(event) => update(field.key, { timeValue: event.target.value })}
              />
            ) : (
              <TextField
                label={`Field ${number} default`}
                value={field.textValue}
                error={error(index, "textValue", "Default")}
                onChange={(event) => update(field.key, { textValue: event.target.value })}
              />
            )}
            <button
              type="button"
              className={`${buttonStyles.ghost} sm:mt-7`}
              onClick={() => onChange(fields.filter((other) => other.key !== field.key))}
            >
              Remove<span className="sr-only"> field {number}</span>
            </button>
          </div>
        );
      })}
      <button
        type="button"
        className={buttonStyles.secondary}
        onClick={() => onChange([...fields, emptyField()])}
      >
        Add a custom field
      </button>
    </fieldset>
  );
}
