"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { TextField } from "@/components/forms/text-field";
import { buttonStyles } from "@/components/ui/button-styles";
import { useCheckedSubmit } from "@/components/forms/use-checked-submit";
import { createItemRequest, type CreateItemRequest, type TemplateOut } from "@/lib/schemas/templates";
import { useCreateItemFromTemplate } from "./use-template-mutations";

type CreateItemFormProps = { template: TemplateOut; onCancel: () => void };

/** Names the new item (the template suggests a name) and creates it, then opens its page. */
export function CreateItemForm({ template, onCancel }: CreateItemFormProps) {
  const t = useTranslations("templates.createItem");
  const tc = useTranslations("common");
  const router = useRouter();
  const [name, setName] = useState(template.defaultName || template.name);
  const create = useCreateItemFromTemplate();
  const { failure, pending, submit, fieldError, formRef } = useCheckedSubmit(
    createItemRequest,
    async ({ name: checkedName }: CreateItemRequest) => {
      const entity = await create.mutateAsync({ id: template.id, body: { name: checkedName } });
      router.push(`/entities/${entity.id}`);
    },
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ name });
  };

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={t("form", { name: template.name })}
      className="space-y-3"
    >
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField
        label={t("name")}
        value={name}
        error={fieldError("name", tc("name"))}
        onChange={(e) => setName(e.target.value)}
      />
      <div className="flex gap-2">
        <button type="submit" className={buttonStyles.primary} disabled={pending || create.isSuccess}>
          {pending || create.isSuccess ? t("creating") : t("create")}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
          {tc("cancel")}
        </button>
      </div>
    </form>
  );
}
