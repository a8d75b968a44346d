"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { useCheckedSubmit } from "@/components/forms/use-checked-submit";
import { FormAlert } from "@/components/forms/form-alert";
import { TextField } from "@/components/forms/text-field";
import { buttonStyles } from "@/components/ui/button-styles";
import { api } from "@/lib/api-client/api-request";
import { changePasswordRequest, type ChangePasswordRequest } from "@/lib/schemas/users";
import { StatusNote } from "../status-note";

/** A new password signs out every other session and deletes every API key; this one stays signed in. */
export function PasswordForm() {
  const t = useTranslations("settings.password");
  const [saved, setSaved] = useState<string | null>(null);

  const change = useMutation({
    mutationFn: (input: ChangePasswordRequest) => api("PUT /users/change-password", { body: input }),
  });
  const { failure, submit, fieldError, formRef } = useCheckedSubmit(
    changePasswordRequest,
    (input) => change.mutateAsync(input),
    t("failed"),
  );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setSaved(null);
    const changed = await submit({
      current: String(form.get("current") ?? ""),
      new: String(form.get("new") ?? ""),
    });
    if (!changed) return;
    formElement.reset();
    setSaved(t("changed"));
  }

  return (
    <form ref={formRef} onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-4">
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField
        label={t("current")}
        name="current"
        type="password"
        autoComplete="current-password"
        required
        error={fieldError("current", t("current"))}
      />
      <TextField
        label={t("new")}
        name="new"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint={t("newHint")}
        error={fieldError("new", t("new"))}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={change.isPending}>
          {change.isPending ? t("changing") : t("change")}
        </button>
        <StatusNote text={saved} />
      </div>
    </form>
  );
}
