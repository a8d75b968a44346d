"use client";

import { useState, type FormEvent } from "react";
import { capitalize, fieldMessage } from "@/components/forms/api-failure";
import { FormAlert } from "@/components/forms/form-alert";
import { TextField } from "@/components/forms/text-field";
import { buttonStyles } from "@/components/ui/button-styles";
import { ApiRequestError } from "@/lib/api-client/api-request";
import { externalAttachmentCreate } from "@/lib/schemas/attachments";
import { useAddExternalLink } from "./use-attachment-mutations";

/** Keeps a web page (a manual online, a shop's product page) with the entity. */
export function ExternalLinkForm({ entityId }: { entityId: string }) {
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
        },
        onError: (error) => {
          if (error instanceof ApiRequestError) setErrors(error.fields);
        },
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Add a link"
      className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-start"
    >
      <TextField
        label="Link URL"
        type="url"
        inputMode="url"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={errors.external_id && capitalize(fieldMessage("URL", errors.external_id))}
      />
      <TextField
        label="Link title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title && fieldMessage("Title", errors.title)}
      />
      <button type="submit" className={`${buttonStyles.secondary} sm:mt-7`} disabled={add.isPending}>
        {add.isPending ? "Adding…" : "Add link"}
      </button>
      {add.error && !(add.error instanceof ApiRequestError && Object.keys(add.error.fields).length > 0) && (
        <div className="sm:col-span-3">
          <FormAlert>{add.error.message}</FormAlert>
        </div>
      )}
    </form>
  );
}
