"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { capitalize } from "@/components/forms/api-failure";
import { useFieldMessage } from "@/components/ui/use-field-message";
import { FormAlert } from "@/components/forms/form-alert";
import { TextField } from "@/components/forms/text-field";
import { useCheckedSubmit } from "@/components/forms/use-checked-submit";
import { buttonStyles } from "@/components/ui/button-styles";
import { externalAttachmentCreate, type ExternalAttachmentCreate } from "@/lib/schemas/attachments";
import { useAddExternalLink } from "./use-attachment-mutations";

/**
 * Keeps a web page (a manual online, a shop's product page) with the item. The form stays behind
 * its button until asked for: most visits to an item page are not to add a link.
 */
export function ExternalLinkForm({ entityId }: { entityId: string }) {
  const t = useTranslations("entity.link");
  const common = useTranslations("common");
  const fieldMessage = useFieldMessage();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const [url, setUrl] = useState("");
  const [title, setTitle] = useState("");
  const add = useAddExternalLink(entityId);
  const { errors, failure, pending, submit, reset, formRef } = useCheckedSubmit(
    externalAttachmentCreate,
    (link: ExternalAttachmentCreate) =>
      add.mutateAsync({ source_type: "link", external_id: link.external_id, title: link.title }),
  );

  const close = () => {
    setOpen(false);
    reset();
    add.reset();
    // The form is gone: back to the button that opened it, not to the page's top.
    requestAnimationFrame(() => toggle.current?.focus());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await submit({ source_type: "link", external_id: url, title }))) return;
    setUrl("");
    setTitle("");
    close();
  };

  if (!open)
    return (
      <button
        ref={toggle}
        type="button"
        aria-expanded={false}
        className={buttonStyles.secondary}
        onClick={() => setOpen(true)}
      >
        {t("add")}
      </button>
    );

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t("add")}
      className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-start"
    >
      <TextField
        label={t("url")}
        // Opened on request: the person means to type the address now.
        autoFocus
        type="url"
        inputMode="url"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={errors.external_id && capitalize(fieldMessage(t("urlShort"), errors.external_id))}
      />
      <TextField
        label={t("title")}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title && fieldMessage(t("titleShort"), errors.title)}
      />
      <div className="flex gap-2 sm:mt-7">
        <button type="submit" className={buttonStyles.primary} disabled={pending}>
          {pending ? t("adding") : t("submit")}
        </button>
        <button type="button" className={buttonStyles.ghost} onClick={close} disabled={pending}>
          {common("cancel")}
        </button>
      </div>
      {failure && (
        <div className="sm:col-span-3">
          <FormAlert>{failure}</FormAlert>
        </div>
      )}
    </form>
  );
}
