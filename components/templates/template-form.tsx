"use client";

import { SaveOrCancel } from "@/components/forms/save-or-cancel";
import { useState, type FormEvent } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { TextField } from "@/components/forms/text-field";
import { EntityPicker } from "@/components/pickers/entity-picker";
import { TagPicker } from "@/components/pickers/tag-picker";
import { CheckboxField } from "@/components/ui/checkbox-field";
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
  const [values, setValues] = useState(initial);
  const {
    errors,
    failure,
    submit: check,
    fieldError,
  } = useCheckedSubmit(templateWrite, onSubmit, "Some fields need attention.");
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
    <form onSubmit={submit} noValidate aria-label={title} className="space-y-4">
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Template name" {...text("name")} error={fieldError("name", "Template name")} />
        <TextField
          label="About this template"
          {...text("description")}
          error={fieldError("description", "Description")}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-stone-800 dark:text-stone-200">New items get</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Item name"
            {...text("defaultName")}
            error={fieldError("defaultName", "Item name")}
          />
          <TextField
            label="Quantity"
            type="number"
            inputMode="numeric"
            min={0}
            {...text("defaultQuantity")}
            error={fieldError("defaultQuantity", "Quantity")}
          />
          <TextField
            label="Item description"
            {...text("defaultDescription")}
            error={fieldError("defaultDescription", "Item description")}
            className="sm:col-span-2"
          />
          <TextField
            label="Manufacturer"
            {...text("defaultManufacturer")}
            error={fieldError("defaultManufacturer", "Manufacturer")}
          />
          <TextField
            label="Model number"
            {...text("defaultModelNumber")}
            error={fieldError("defaultModelNumber", "Model number")}
          />
          <EntityPicker
            label="Location"
            kind="location"
            value={values.location}
            error={fieldError("defaultLocationId", "Location")}
            onChange={(location) => setValues((current) => ({ ...current, location }))}
          />
          <TagPicker
            label="Tags"
            value={values.tagIds}
            error={fieldError("defaultTagIds", "Tags")}
            onChange={(tagIds) => setValues((current) => ({ ...current, tagIds }))}
          />
        </div>
        <CheckboxField
          label="Insured"
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
