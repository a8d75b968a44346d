"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { SaveOrCancel } from "@/components/forms/save-or-cancel";
import { TextField } from "@/components/forms/text-field";
import { useCheckedSubmit } from "@/components/forms/use-checked-submit";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { notifierCreate, notifierUpdate, type NotifierUpdate } from "@/lib/schemas/notifiers";
import { NotifierUrlHelp } from "./notifier-url-help";

export type NotifierValues = { name: string; url: string; isActive: boolean };

export const emptyNotifier: NotifierValues = { name: "", url: "", isActive: true };

type NotifierFormProps = {
  title: string;
  initial: NotifierValues;
  /** Editing: an empty URL keeps the saved one (which is never shown). */
  editing?: boolean;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: NotifierUpdate) => Promise<unknown>;
  onCancel?: () => void;
};

/** Name, URL and active flag of a notifier, checked with the API's own schema before sending. */
export function NotifierForm(props: NotifierFormProps) {
  const { title, initial, editing = false, submitLabel, pending, onSubmit, onCancel } = props;
  const t = useTranslations("notifiers.form");
  const tc = useTranslations("common");
  const [values, setValues] = useState(initial);
  const helpId = useId();
  const {
    failure,
    submit: check,
    fieldError,
    formRef,
  } = useCheckedSubmit(editing ? notifierUpdate : notifierCreate, onSubmit);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await check(values)) && !editing) setValues(emptyNotifier);
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
      <TextField
        label={tc("name")}
        value={values.name}
        autoComplete="off"
        onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
        error={fieldError("name", tc("name"))}
      />
      <TextField
        label={t("url")}
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder={editing ? t("urlKeep") : "ntfy://ntfy.sh/my-topic"}
        hint={editing ? t("urlHintEditing") : t("urlHint")}
        value={values.url}
        onChange={(event) => setValues((current) => ({ ...current, url: event.target.value }))}
        error={fieldError("url", t("url"))}
      />
      <NotifierUrlHelp id={helpId} />
      <CheckboxField
        label={t("active")}
        hint={t("activeHint")}
        checked={values.isActive}
        onChange={(event) => setValues((current) => ({ ...current, isActive: event.target.checked }))}
      />
      <SaveOrCancel submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
    </form>
  );
}
