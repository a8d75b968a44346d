"use client";

import { DateField } from "@/components/i18n/date-field";
import { decimalFromInput } from "@/lib/i18n/decimal-input";
import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { fieldMessage } from "@/components/forms/api-failure";
import { FormAlert } from "@/components/forms/form-alert";
import { TextField } from "@/components/forms/text-field";
import { useCheckedSubmit } from "@/components/forms/use-checked-submit";
import { buttonStyles } from "@/components/ui/button-styles";
import { TextareaField } from "@/components/ui/textarea-field";
import { maintenanceEntryInput, type MaintenanceEntryOut } from "@/lib/schemas/maintenance";
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
  const save = useSaveMaintenance(entityId);
  // What is sent is the body as typed (the API parses it again), once the schema accepts it.
  const sent = useRef(body);
  const { errors, failure, pending, submit, formRef } = useCheckedSubmit(maintenanceEntryInput, async () => {
    await save.mutateAsync({ id: entry?.id, body: sent.current });
    onDone();
  });
  const set = (key: keyof MaintenanceBody) => (event: { target: { value: string } }) =>
    setBody((current) => ({ ...current, [key]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // "4,50" typed in German is the API's "4.50".
    const typed = { ...body, cost: body.cost.trim() ? decimalFromInput(body.cost) : body.cost };
    sent.current = typed;
    void submit(typed);
  };

  const error = (key: keyof MaintenanceBody, label: string) =>
    errors[key] && fieldMessage(label, errors[key]);
  return (
    <form
      ref={formRef}
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
      {failure && (
        <div className="sm:col-span-2">
          <FormAlert>{failure}</FormAlert>
        </div>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" className={buttonStyles.primary} disabled={pending}>
          {pending ? common("saving") : entry ? t("saveEntry") : t("addEntry")}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onDone}>
          {common("cancel")}
        </button>
      </div>
    </form>
  );
}
