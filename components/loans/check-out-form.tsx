"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { fieldMessage } from "@/components/forms/api-failure";
import { FormAlert } from "@/components/forms/form-alert";
import { TextField } from "@/components/forms/text-field";
import { useCheckedSubmit } from "@/components/forms/use-checked-submit";
import { DateField } from "@/components/i18n/date-field";
import { useMembers } from "@/components/settings/group/use-members";
import { buttonStyles } from "@/components/ui/button-styles";
import { SelectField } from "@/components/ui/select-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { checkOutInput } from "@/lib/schemas/loans";
import { useCheckOut, type CheckOutBody } from "./use-loans";

/** The picker's value for "someone who is not a member": their name is typed instead. */
const SOMEONE_ELSE = "";

type CheckOutFormProps = { entityId: string; available: number; onDone: () => void };

/**
 * Lends the item: to a member of the group (picked) or to anyone else (name and an optional e-mail
 * address or phone number), how many, until when, and a note. Checked with the API's own schema.
 */
export function CheckOutForm({ entityId, available, onDone }: CheckOutFormProps) {
  const t = useTranslations("loans");
  const common = useTranslations("common");
  const members = useMembers();
  const checkOut = useCheckOut(entityId);
  const [body, setBody] = useState<CheckOutBody>({
    quantity: 1,
    borrowerUserId: null,
    borrowerName: "",
    borrowerContact: "",
    dueDate: "",
    note: "",
  });
  const sent = useRef(body);
  const { errors, failure, pending, submit, formRef } = useCheckedSubmit(checkOutInput, async () => {
    await checkOut.mutateAsync(sent.current);
    onDone();
  });
  const set =
    (key: "borrowerName" | "borrowerContact" | "dueDate" | "note") =>
    (event: { target: { value: string } }) =>
      setBody((current) => ({ ...current, [key]: event.target.value }));
  const error = (key: keyof CheckOutBody, label: string) => errors[key] && fieldMessage(label, errors[key]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    sent.current = body;
    void submit(body);
  };
  const someoneElse = body.borrowerUserId === null;

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={t("checkOutForm")}
      className="grid gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-2 dark:border-stone-700"
    >
      <SelectField
        label={t("borrower")}
        className="sm:col-span-2"
        value={body.borrowerUserId ?? SOMEONE_ELSE}
        onChange={(event) =>
          setBody((current) => ({ ...current, borrowerUserId: event.target.value || null }))
        }
        error={error("borrowerUserId", t("borrower"))}
        options={[
          { value: SOMEONE_ELSE, label: t("someoneElse") },
          ...(members.data ?? []).map((member) => ({ value: member.id, label: member.name })),
        ]}
      />
      {someoneElse && (
        <>
          <TextField
            label={t("borrowerName")}
            value={body.borrowerName}
            onChange={set("borrowerName")}
            autoComplete="off"
            error={error("borrowerName", t("borrowerName"))}
          />
          <TextField
            label={t("contact")}
            hint={t("contactHint")}
            value={body.borrowerContact}
            onChange={set("borrowerContact")}
            autoComplete="off"
            error={error("borrowerContact", t("contact"))}
          />
        </>
      )}
      <TextField
        label={t("quantity")}
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(available, 1)}
        hint={t("availableHint", { count: available })}
        value={String(body.quantity)}
        onChange={(event) => setBody((current) => ({ ...current, quantity: Number(event.target.value) }))}
        error={error("quantity", t("quantity"))}
      />
      <DateField
        label={t("dueDate")}
        value={body.dueDate}
        onChange={set("dueDate")}
        error={error("dueDate", t("dueDate"))}
      />
      <TextareaField
        label={t("note")}
        className="sm:col-span-2"
        rows={2}
        value={body.note}
        onChange={set("note")}
        error={error("note", t("note"))}
      />
      {failure && (
        <div className="sm:col-span-2">
          <FormAlert>{failure}</FormAlert>
        </div>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" className={buttonStyles.primary} disabled={pending}>
          {pending ? common("saving") : t("checkOut")}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onDone}>
          {common("cancel")}
        </button>
      </div>
    </form>
  );
}
