"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { capitalize } from "@/components/forms/api-failure";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { forgotPasswordRequest } from "@/lib/schemas/users";
import { requestPasswordResetEmail } from "./password-reset-requests";
import { useFieldProblem } from "./use-field-problem";

export function ForgotPasswordForm() {
  const t = useTranslations("auth");
  const fieldProblem = useFieldProblem();
  const [emailError, setEmailError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    const parsed = forgotPasswordRequest.safeParse({ email });
    if (!parsed.success) {
      setEmailError(fieldProblem("email", email.trim() === "" ? "is required" : "must be an email address"));
      return;
    }
    setPending(true);
    setEmailError(undefined);
    setFormError(null);
    const failure = await requestPasswordResetEmail(parsed.data);
    setPending(false);
    if (!failure) return setSent(true);
    if (failure.fields.email) return setEmailError(fieldProblem("email", failure.fields.email));
    setFormError(failure.unreachable ? t("unreachable") : capitalize(failure.message));
  }

  if (sent) {
    return (
      <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
        {t("forgot.sent")}
      </p>
    );
  }

  return (
    <form method="post" onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-4">
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField
        label={t("email")}
        name="email"
        type="email"
        autoComplete="email"
        required
        autoFocus
        error={emailError}
        onChange={() => setEmailError(undefined)}
      />
      <SubmitButton pending={pending} pendingLabel={t("forgot.sending")}>
        {t("forgot.submit")}
      </SubmitButton>
    </form>
  );
}
