"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useCheckedSubmit } from "@/components/forms/use-checked-submit";
import { forgotPasswordRequest, type ForgotPasswordRequest } from "@/lib/schemas/users";
import { throwApiFailure } from "./api-failure-error";
import { requestPasswordResetEmail } from "./password-reset-requests";
import { useFieldProblem } from "./use-field-problem";

export function ForgotPasswordForm() {
  const t = useTranslations("auth");
  const fieldProblem = useFieldProblem();
  const [sent, setSent] = useState(false);
  const [emailWasEmpty, setEmailWasEmpty] = useState(false);

  const requestEmail = async (input: ForgotPasswordRequest) => {
    const failure = await requestPasswordResetEmail(input);
    if (failure) throwApiFailure(failure, t("unreachable"));
    setSent(true);
  };
  const { errors, failure, pending, submit, clearError, formRef } = useCheckedSubmit(
    forgotPasswordRequest,
    requestEmail,
    "",
    { shownFields: ["email"] },
  );
  // An empty email fails as "must be an email address"; "is required" says it better.
  const emailError = errors.email
    ? fieldProblem("email", emailWasEmpty ? "is required" : errors.email)
    : undefined;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setEmailWasEmpty(email.trim() === "");
    await submit({ email });
  }

  if (sent) {
    return (
      <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
        {t("forgot.sent")}
      </p>
    );
  }

  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      className="space-y-4"
    >
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField
        label={t("email")}
        name="email"
        type="email"
        autoComplete="email"
        required
        autoFocus
        error={emailError}
        onChange={() => clearError("email")}
      />
      <SubmitButton pending={pending} pendingLabel={t("forgot.sending")}>
        {t("forgot.submit")}
      </SubmitButton>
    </form>
  );
}
