"use client";

import { useState, type FormEvent } from "react";
import { capitalize, fieldMessage } from "@/components/forms/api-failure";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { forgotPasswordRequest } from "@/lib/schemas/users";
import { requestPasswordResetEmail } from "./password-reset-requests";

export function ForgotPasswordForm() {
  const [emailError, setEmailError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    const parsed = forgotPasswordRequest.safeParse({ email });
    if (!parsed.success) {
      setEmailError(email.trim() === "" ? "Email is required" : "Email must be an email address");
      return;
    }
    setPending(true);
    setEmailError(undefined);
    setFormError(null);
    const failure = await requestPasswordResetEmail(parsed.data);
    setPending(false);
    if (!failure) return setSent(true);
    if (failure.fields.email) return setEmailError(fieldMessage("Email", failure.fields.email));
    setFormError(capitalize(failure.message));
  }

  if (sent) {
    return (
      <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
        If an account exists for that address, we sent a link to choose a new password. Check your inbox (and
        the spam folder); the link works once.
      </p>
    );
  }

  return (
    <form method="post" onSubmit={handleSubmit} noValidate className="space-y-4">
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        autoFocus
        error={emailError}
        onChange={() => setEmailError(undefined)}
      />
      <SubmitButton pending={pending} pendingLabel="Sending…">
        Send reset link
      </SubmitButton>
    </form>
  );
}
