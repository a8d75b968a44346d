"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { TextField } from "@/components/forms/text-field";
import { buttonStyles } from "@/components/ui/button-styles";
import { requestFailure, zodFieldErrors } from "@/components/ui/field-errors";
import { useFieldMessage } from "@/components/ui/use-field-message";
import { createItemRequest, type TemplateOut } from "@/lib/schemas/templates";
import { useCreateItemFromTemplate } from "./use-template-mutations";

type CreateItemFormProps = { template: TemplateOut; onCancel: () => void };

/** Names the new item (the template suggests a name) and creates it, then opens its page. */
export function CreateItemForm({ template, onCancel }: CreateItemFormProps) {
  const t = useTranslations("templates.createItem");
  const tc = useTranslations("common");
  const fieldMessage = useFieldMessage();
  const router = useRouter();
  const [name, setName] = useState(template.defaultName || template.name);
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState("");
  const create = useCreateItemFromTemplate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createItemRequest.safeParse({ name });
    if (!parsed.success) {
      setError(fieldMessage(tc("name"), zodFieldErrors(parsed.error).name ?? "is invalid"));
      return;
    }
    setError(undefined);
    setFailure("");
    create.mutate(
      { id: template.id, body: { name: parsed.data.name } },
      {
        onSuccess: (entity) => router.push(`/entities/${entity.id}`),
        onError: (failed) => {
          const { fields, message } = requestFailure(failed);
          if (fields.name) setError(fieldMessage(tc("name"), fields.name));
          setFailure(message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t("form", { name: template.name })} className="space-y-3">
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField label={t("name")} value={name} error={error} onChange={(e) => setName(e.target.value)} />
      <div className="flex gap-2">
        <button
          type="submit"
          className={buttonStyles.primary}
          disabled={create.isPending || create.isSuccess}
        >
          {create.isPending || create.isSuccess ? t("creating") : t("create")}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
          {tc("cancel")}
        </button>
      </div>
    </form>
  );
}
