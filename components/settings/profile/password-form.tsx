"use client";

import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { TextField } from "@/components/forms/text-field";
import { buttonStyles } from "@/components/ui/button-styles";
import { ApiRequestError, apiRequest } from "@/lib/api-client/api-request";
import { changePasswordRequest, type ChangePasswordRequest } from "@/lib/schemas/users";
import { StatusNote } from "../status-note";
import { labelledErrors } from "../zod-field-errors";

const LABELS = { current: "Current password", new: "New password" };

/** A new password signs out every other session; this one stays signed in. */
export function PasswordForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);

  const change = useMutation({
    mutationFn: (input: ChangePasswordRequest) =>
      apiRequest<void>("/users/change-password", { method: "PUT", body: input }),
    onError: (error) => {
      if (error instanceof ApiRequestError) setErrors(labelledErrors(error.fields, LABELS));
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setSaved(null);
    const parsed = changePasswordRequest.safeParse({
      current: String(form.get("current") ?? ""),
      new: String(form.get("new") ?? ""),
    });
    if (!parsed.success) return setErrors(labelledErrors(parsed.error.issues, LABELS));
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: () => {
        formElement.reset();
        setSaved("Password changed. Your other sessions were signed out.");
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      {change.error && Object.keys(errors).length === 0 && <FormAlert>{change.error.message}</FormAlert>}
      <TextField
        label="Current password"
        name="current"
        type="password"
        autoComplete="current-password"
        required
        error={errors.current}
      />
      <TextField
        label="New password"
        name="new"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint="At least 8 characters"
        error={errors.new}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={change.isPending}>
          {change.isPending ? "Changing…" : "Change password"}
        </button>
        <StatusNote text={saved} />
      </div>
    </form>
  );
}
