"use client";

import { SaveOrCancel } from "@/components/forms/save-or-cancel";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { TextField } from "@/components/forms/text-field";
import { EntityPicker } from "@/components/pickers/entity-picker";
import { TagPicker } from "@/components/pickers/tag-picker";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { useFieldMessage } from "@/components/ui/use-field-message";
import { useCheckedSubmit } from "@/components/forms/use-checked-submit";
import { templateWrite, type TemplateWrite } from "@/lib/schemas/templates";
import { TemplateFieldRows } from "./template-field-rows";
import { templateInput, type TemplateValues } from "./template-values";

type TemplateFormProps = {
  title: string;
  initial: TemplateValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: TemplateWrite) => Promise<unknown>;
  onCancel?: () => void;
};

type TextKey =
  | "name"
  | "description"
  | "defaultName"
  | "defaultDescription"
  | "defaultQuantity"
  | "defaultManufacturer"
  | "defaultModelNumber";

/** A template's name and the defaults it gives new items, checked with the API's schema first. */
export function TemplateForm({
  title,
  initial,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: TemplateFormProps) {
  const t = useTranslations("templates.form");
  const tc = useTranslations("common");
  const fieldMessage = useFieldMessage();
  const [values, setValues] = useState(initial);
  const {
    errors,
    failure,
    submit: check,
    formRef,
  } = useCheckedSubmit(templateWrite, onSubmit, t("attention"));
  /** "Name is required" under the field, in the reader's language. */
  const fieldError = (field: string, label: string) =>
    errors[field] ? fieldMessage(label, errors[field]) : undefined;
  const text = (key: TextKey) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await check(templateInput(values));
  };

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={title}
      className="space-y-4"
    >
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t("templateName")}
          {...text("name")}
          error={fieldError("name", t("templateName"))}
        />
        <TextField
          label={t("about")}
          {...text("description")}
          error={fieldError("description", tc("description"))}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-stone-800 dark:text-stone-200">{t("newItemsGet")}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t("itemName")}
            {...text("defaultName")}
            error={fieldError("defaultName", t("itemName"))}
          />
          <TextField
            label={tc("quantity")}
            type="number"
            inputMode="numeric"
            min={0}
            {...text("defaultQuantity")}
            error={fieldError("defaultQuantity", tc("quantity"))}
          />
          <TextField
            label={t("itemDescription")}
            {...text("defaultDescription")}
            error={fieldError("defaultDescription", t("itemDescription"))}
            className="sm:col-span-2"
          />
          <TextField
            label={t("manufacturer")}
            {...text("defaultManufacturer")}
            error={fieldError("defaultManufacturer", t("manufacturer"))}
          />
          <TextField
            label={t("modelNumber")}
            {...text("defaultModelNumber")}
            error={fieldError("defaultModelNumber", t("modelNumber"))}
          />
          <EntityPicker
            label={tc("location")}
            kind="location"
            value={values.location}
            error={fieldError("defaultLocationId", tc("location"))}
            onChange={(location) => setValues((current) => ({ ...current, location }))}
          />
          <TagPicker
            label={tc("tags")}
            value={values.tagIds}
            error={fieldError("defaultTagIds", tc("tags"))}
            onChange={(tagIds) => setValues((current) => ({ ...current, tagIds }))}
          />
        </div>
        <CheckboxField
          label={t("insured")}
          checked={values.defaultInsured}
          onChange={(event) => setValues((current) => ({ ...current, defaultInsured: event.target.checked }))}
        />
      </fieldset>
      <TemplateFieldRows
        fields={values.fields}
        errors={errors}
        onChange={(fields) => setValues((current) => ({ ...current, fields }))}
      />
      <SaveOrCancel submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
    </form>
  );
}
