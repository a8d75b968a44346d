"use client";

import { SaveOrCancel } from "@/components/forms/save-or-cancel";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { TextField } from "@/components/forms/text-field";
import { useCheckedSubmit } from "@/components/forms/use-checked-submit";
import { SelectField } from "@/components/ui/select-field";
import { useFieldMessage } from "@/components/ui/use-field-message";
import { tagCreate, type TagCreate } from "@/lib/schemas/tags";
import type { TagOption } from "./tag-forest";

export type TagFormValues = {
  name: string;
  parentId: string;
  color: string;
  icon: string;
  description: string;
};

export const emptyTagValues: TagFormValues = { name: "", parentId: "", color: "", icon: "", description: "" };

type TagFormProps = {
  /** Names the form and prefixes its labels' context, e.g. "New tag" or "Edit Tools". */
  title: string;
  initial: TagFormValues;
  parentOptions: TagOption[];
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: TagCreate) => Promise<unknown>;
  onCancel?: () => void;
};

const HEX6 = /^#[0-9a-f]{6}$/i;

/** Name, parent, colour and icon of a tag, checked with the API's own schema before sending. */
export function TagForm(props: TagFormProps) {
  const { title, initial, parentOptions, submitLabel, pending, onSubmit, onCancel } = props;
  const [values, setValues] = useState(initial);
  const t = useTranslations("tagManager.form");
  const tc = useTranslations("common");
  const fieldMessage = useFieldMessage();
  const { errors, failure, submit: check, formRef } = useCheckedSubmit(tagCreate, onSubmit);
  const fieldError = (field: string, label: string) =>
    errors[field] ? fieldMessage(label, errors[field]) : undefined;
  const set = (field: keyof TagFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await check(values)) && initial === emptyTagValues) setValues(emptyTagValues);
  };

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={title}
      className="space-y-3"
    >
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={tc("name")}
          value={values.name}
          onChange={set("name")}
          error={fieldError("name", tc("name"))}
        />
        <SelectField
          label={t("parent")}
          value={values.parentId}
          onChange={set("parentId")}
          error={fieldError("parentId", t("parentError"))}
          options={[
            { value: "", label: t("topLevel") },
            ...parentOptions.map((o) => ({ value: o.id, label: o.label })),
          ]}
        />
        <div className="flex items-start gap-2">
          <TextField
            label={t("colour")}
            hint={t("colourHint")}
            value={values.color}
            onChange={set("color")}
            error={fieldError("color", t("colour"))}
            className="flex-1"
          />
          <label className="mt-7 block">
            <span className="sr-only">{t("pickColour")}</span>
            <input
              type="color"
              value={HEX6.test(values.color) ? values.color : "#888888"}
              onChange={set("color")}
              className="h-10 w-12 cursor-pointer rounded-lg border border-stone-300 bg-white p-1 dark:border-stone-700 dark:bg-stone-900"
            />
          </label>
        </div>
        <TextField
          label={t("icon")}
          hint={t("iconHint")}
          value={values.icon}
          onChange={set("icon")}
          error={fieldError("icon", t("icon"))}
        />
      </div>
      <TextField
        label={tc("description")}
        value={values.description}
        onChange={set("description")}
        error={fieldError("description", tc("description"))}
      />
      <SaveOrCancel submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
    </form>
  );
}
