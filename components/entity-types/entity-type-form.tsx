"use client";

import { useTranslations } from "next-intl";
import { SaveOrCancel } from "@/components/forms/save-or-cancel";
import { useState, type FormEvent } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { TextField } from "@/components/forms/text-field";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { useCheckedSubmit } from "@/components/forms/use-checked-submit";
import { entityTypeCreate, type EntityTypeCreate } from "@/lib/schemas/entity-types";

export type EntityTypeValues = { name: string; icon: string; description: string; isLocation: boolean };

export const emptyEntityType: EntityTypeValues = { name: "", icon: "", description: "", isLocation: false };

type EntityTypeFormProps = {
  title: string;
  initial: EntityTypeValues;
  submitLabel: string;
  pending: boolean;
  /** Keeps the template link: the form does not edit it, and PUT would clear it if absent. */
  defaultTemplateId?: string;
  onSubmit: (body: EntityTypeCreate) => Promise<unknown>;
  onCancel?: () => void;
};

/** Name, icon, description and kind of a type of item or location, checked with the API's schema first. */
export function EntityTypeForm(props: EntityTypeFormProps) {
  const { title, initial, submitLabel, pending, defaultTemplateId, onSubmit, onCancel } = props;
  const t = useTranslations("entityTypes.form");
  const [values, setValues] = useState(initial);
  const {
    errors,
    failure,
    submit: check,
    fieldError,
    formRef,
  } = useCheckedSubmit(entityTypeCreate, onSubmit);
  const setText = (field: "name" | "icon" | "description") => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await check({ ...values, defaultTemplateId })) && initial === emptyEntityType)
      setValues(emptyEntityType);
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
          label={t("name")}
          value={values.name}
          onChange={setText("name")}
          error={fieldError("name", t("name"))}
        />
        <TextField
          label={t("icon")}
          hint={t("iconHint", { names: "package, map-pin, home, archive, wrench, book, car, tag" })}
          value={values.icon}
          onChange={setText("icon")}
          error={fieldError("icon", t("icon"))}
        />
      </div>
      <TextField
        label={t("description")}
        value={values.description}
        onChange={setText("description")}
        error={fieldError("description", t("description"))}
      />
      <CheckboxField
        label={t("isLocation")}
        hint={t("isLocationHint")}
        checked={values.isLocation}
        onChange={(event) => setValues((current) => ({ ...current, isLocation: event.target.checked }))}
      />
      {errors.isLocation && (
        <p className="text-sm text-red-700 dark:text-red-400">{fieldError("isLocation", t("isLocation"))}</p>
      )}
      <SaveOrCancel submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
    </form>
  );
}
