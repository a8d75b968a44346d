"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { capitalize, fieldMessage } from "@/components/forms/api-failure";
import { FormAlert } from "@/components/forms/form-alert";
import { TextField } from "@/components/forms/text-field";
import { buttonStyles } from "@/components/ui/button-styles";
import { ApiRequestError } from "@/lib/api-client/api-request";
import { externalAttachmentCreate } from "@/lib/schemas/attachments";
import { useAddExternalLink } from "./use-attachment-mutations";

/**
 * Keeps a web page (a manual online, a shop's product page) with the item. The form stays behind
 * its button until asked for: most visits to an item page are not to add a link.
 */
export function ExternalLinkForm({ entityId }: { entityId: string }) {
  const t = useTranslations("entity.link");
  const common = useTranslations("common");
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const [url, setUrl] = useState("");
  const [title, setTitle] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddExternalLink(entityId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = externalAttachmentCreate.safeParse({ source_type: "link", external_id: url, title });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    add.mutate(
      { source_type: "link", external_id: parsed.data.external_id, title: parsed.data.title },
      {
        onSuccess: () => {
          setUrl("");
          setTitle("");
          close();
        },
        onError: (error) => {
          if (error instanceof ApiRequestError) setErrors(error.fields);
        },
      },
    );
  };

  const close = () => {
    setOpen(false);
    setErrors({});
    add.reset();
    // The form is gone: back to the button that opened it, not to the page's top.
    requestAnimationFrame(() => toggle.current?.focus());
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
      onSubmit={onSubmit}
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
        <button type="submit" className={buttonStyles.primary} disabled={add.isPending}>
          {add.isPending ? t("adding") : t("submit")}
        </button>
        <button type="button" className={buttonStyles.ghost} onClick={close} disabled={add.isPending}>
          {common("cancel")}
        </button>
      </div>
      {add.error && !(add.error instanceof ApiRequestError && Object.keys(add.error.fields).length > 0) && (
        <div className="sm:col-span-3">
          <FormAlert>{add.error.message}</FormAlert>
        </div>
      )}
    </form>
  );
}
