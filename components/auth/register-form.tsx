"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useCheckedSubmit } from "@/components/forms/use-checked-submit";
import { registerRequest, type RegisterRequest } from "@/lib/schemas/users";
import { throwApiFailure } from "./api-failure-error";
import { registerAccount } from "./register-account";
import { signInWithPassword } from "./sign-in-with-password";
import { useFieldProblem, type AuthField } from "./use-field-problem";

const REGISTER_FIELDS = ["name", "email", "password"] as const;

/** `invitationToken`: from an invitation link; the account joins that group. */
export function RegisterForm({ invitationToken }: { invitationToken?: string }) {
  const t = useTranslations("auth");
  const fieldProblem = useFieldProblem();
  const router = useRouter();
  // Registered and signed in: the button stays busy while the dashboard loads.
  const [leaving, setLeaving] = useState(false);
  const [emailWasEmpty, setEmailWasEmpty] = useState(false);

  const register = async ({ name, email, password, token }: RegisterRequest) => {
    const failure = await registerAccount({ name, email, password, token });
    if (failure) throwApiFailure(failure, t("unreachable"));
    const signInFailure = await signInWithPassword(email, password);
    // Registration answers a taken email like a new one and makes nothing: the sign-in then fails.
    if (signInFailure) throw new Error(t("register.signInFailed", { reason: signInFailure }));
    setLeaving(true);
    router.replace("/dashboard");
  };
  const { errors, failure, pending, submit, clearError, formRef } = useCheckedSubmit(
    registerRequest,
    register,
    "",
    { shownFields: REGISTER_FIELDS },
  );

  /** Field messages worded for people ("Password must be at least 8 characters"). */
  function fieldError(field: AuthField & (typeof REGISTER_FIELDS)[number]) {
    const message = errors[field];
    if (!message) return undefined;
    // An empty email fails as "must be an email address"; "is required" says it better.
    if (field === "email" && emailWasEmpty) return fieldProblem(field, "is required");
    return fieldProblem(field, message);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "");
    setEmailWasEmpty(email.trim() === "");
    await submit({
      name: String(form.get("name") ?? ""),
      email,
      password: String(form.get("password") ?? ""),
      token: invitationToken,
    });
  }

  return (
    // method="post" keeps the password out of the URL should the form ever submit without JavaScript.
    <form
      ref={formRef}
      method="post"
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      className="space-y-4"
    >
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField
        label={t("name")}
        name="name"
        autoComplete="name"
        required
        autoFocus
        error={fieldError("name")}
        onChange={() => clearError("name")}
      />
      <TextField
        label={t("email")}
        name="email"
        type="email"
        autoComplete="email"
        required
        error={fieldError("email")}
        onChange={() => clearError("email")}
      />
      <TextField
        label={t("password")}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint={t("passwordHint")}
        error={fieldError("password")}
        onChange={() => clearError("password")}
      />
      <SubmitButton pending={pending || leaving} pendingLabel={t("register.creating")}>
        {t("register.submit")}
      </SubmitButton>
    </form>
  );
}
