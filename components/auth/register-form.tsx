"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { capitalize, type FieldErrors } from "@/components/forms/api-failure";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { registerRequest } from "@/lib/schemas/users";
import { registerAccount } from "./register-account";
import { signInWithPassword } from "./sign-in-with-password";
import { useFieldProblem } from "./use-field-problem";

const REGISTER_FIELDS = ["name", "email", "password"] as const;
type RegisterField = (typeof REGISTER_FIELDS)[number];

function isRegisterField(key: string): key is RegisterField {
  return (REGISTER_FIELDS as readonly string[]).includes(key);
}

function issuesByField(issues: { path: PropertyKey[]; message: string }[], email: string): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) fields[String(issue.path[0])] ??= issue.message;
  // An empty email fails as "must be an email address"; "is required" says it better.
  if (fields.email && email.trim() === "") fields.email = "is required";
  return fields;
}

/** `invitationToken`: from an invitation link; the account joins that group. */
export function RegisterForm({ invitationToken }: { invitationToken?: string }) {
  const t = useTranslations("auth");
  const fieldProblem = useFieldProblem();
  const router = useRouter();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<RegisterField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  /** Field messages by field, worded for people ("Password must be at least 8 characters"). */
  function labelledFieldErrors(fields: FieldErrors): Partial<Record<RegisterField, string>> {
    const labelled: Partial<Record<RegisterField, string>> = {};
    for (const [field, message] of Object.entries(fields)) {
      if (isRegisterField(field)) labelled[field] ??= fieldProblem(field, message);
    }
    return labelled;
  }

  function fail(message: string | null, fields: FieldErrors = {}) {
    setFieldErrors(labelledFieldErrors(fields));
    setFormError(message);
    setPending(false);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      name: String(form.get("name") ?? ""),
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      token: invitationToken,
    };
    const parsed = registerRequest.safeParse(input);
    if (!parsed.success) return fail(null, issuesByField(parsed.error.issues, input.email));

    setPending(true);
    setFieldErrors({});
    setFormError(null);
    const { name, email, password, token } = parsed.data;
    const failure = await registerAccount({ name, email, password, token });
    if (failure) {
      const shownBesideFields = Object.keys(failure.fields).some(isRegisterField);
      const message = failure.unreachable ? t("unreachable") : capitalize(failure.message);
      return fail(shownBesideFields ? null : message, failure.fields);
    }
    const signInFailure = await signInWithPassword(email, password);
    // Registration answers a taken email like a new one and makes nothing: the sign-in then fails.
    if (signInFailure) return fail(t("register.signInFailed", { reason: signInFailure }));
    router.replace("/dashboard");
  }

  function clearFieldError(field: RegisterField) {
    if (fieldErrors[field]) setFieldErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  return (
    // method="post" keeps the password out of the URL should the form ever submit without JavaScript.
    <form method="post" onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-4">
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField
        label={t("name")}
        name="name"
        autoComplete="name"
        required
        autoFocus
        error={fieldErrors.name}
        onChange={() => clearFieldError("name")}
      />
      <TextField
        label={t("email")}
        name="email"
        type="email"
        autoComplete="email"
        required
        error={fieldErrors.email}
        onChange={() => clearFieldError("email")}
      />
      <TextField
        label={t("password")}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint={t("passwordHint")}
        error={fieldErrors.password}
        onChange={() => clearFieldError("password")}
      />
      <SubmitButton pending={pending} pendingLabel={t("register.creating")}>
        {t("register.submit")}
      </SubmitButton>
    </form>
  );
}
