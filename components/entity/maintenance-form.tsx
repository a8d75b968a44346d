"use client";

import { DateField } from "@/components/i18n/date-field";
import { decimalFromInput } from "@/lib/i18n/decimal-input";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { fieldMessage, type FieldErrors } from "@/components/forms/api-failure";
import { FormAlert } from "@/components/forms/form-alert";
import { TextField } from "@/components/forms/text-field";
import { buttonStyles } from "@/components/ui/button-styles";
import { TextareaField } from "@/components/ui/textarea-field";
import { ApiRequestError } from "@/lib/api-client/api-request";
import { maintenanceEntryInput, type MaintenanceEntryOut } from "@/lib/schemas/maintenance";
import { issueFieldErrors } from "@/components/ui/field-errors";
import { useSaveMaintenance, type MaintenanceBody } from "./use-maintenance-mutations";

type MaintenanceFormProps = {
  entityId: string;
  /** The entry being edited; absent to add a new one. */
  entry?: MaintenanceEntryOut;
  onDone: () => void;
};

function initialBody(entry?: MaintenanceEntryOut): MaintenanceBody {
  return {
    name: entry?.name ?? "",
    description: entry?.description ?? "",
    scheduledDate: entry?.scheduledDate.slice(0, 10) ?? "",
    completedDate: entry?.completedDate.slice(0, 10) ?? "",
    cost: entry && Number(entry.cost) !== 0 ? entry.cost : "",
  };
}

/** Adds or edits a maintenance entry, checked with the API's own schema before it is sent. */
export function MaintenanceForm({ entityId, entry, onDone }: MaintenanceFormProps) {
  const t = useTranslations("entity.maintenance");
  const common = useTranslations("common");
  const [body, setBody] = useState(() => initialBody(entry));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveMaintenance(entityId);
  const set = (key: keyof MaintenanceBody) => (event: { target: { value: string } }) =>
    setBody((current) => ({ ...current, [key]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // "4,50" typed in German is the API's "4.50".
    const sent = { ...body, cost: body.cost.trim() ? decimalFromInput(body.cost) : body.cost };
    const parsed = maintenanceEntryInput.safeParse(sent);
    if (!parsed.success) {
      setErrors(issueFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(
      { id: entry?.id, body: sent },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiRequestError) setErrors(error.fields);
        },
      },
    );
  };

  const error = (key: keyof MaintenanceBody, label: string) =>
    errors[key] && fieldMessage(label, errors[key]);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={entry ? t("editLabel", { name: entry.name }) : t("add")}
      className="grid gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-2 dark:border-stone-700"
    >
      <TextField
        label={t("task")}
        value={body.name}
        onChange={set("name")}
        error={error("name", t("task"))}
      />
      <TextField
        label={t("cost")}
        inputMode="decimal"
        value={body.cost}
        onChange={set("cost")}
        error={error("cost", t("cost"))}
      />
      <DateField
        label={t("scheduledDate")}
        value={body.scheduledDate}
        onChange={set("scheduledDate")}
        error={error("scheduledDate", t("scheduledDate"))}
      />
      <DateField
        label={t("completedDate")}
        value={body.completedDate}
        onChange={set("completedDate")}
        error={error("completedDate", t("completedDate"))}
      />
      <TextareaField
        label={t("notes")}
        className="sm:col-span-2"
        value={body.description}
        onChange={set("description")}
        error={error("description", common("notes"))}
      />
      {save.error && Object.keys(errors).length === 0 && (
        <div className="sm:col-span-2">
          <FormAlert>{save.error.message}</FormAlert>
        </div>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
          {save.isPending ? common("saving") : entry ? t("saveEntry") : t("addEntry")}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onDone}>
          {common("cancel")}
        </button>
      </div>
    </form>
  );
}
