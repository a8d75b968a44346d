"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { capitalize, fieldMessage } from "@/components/forms/api-failure";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { newPassword } from "@/lib/schemas/users";
import { resetPasswordWithToken } from "./password-reset-requests";

/** `token`: from the emailed link (/reset-password?token=…). */
export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    const checked = newPassword.safeParse(password);
    if (!checked.success) {
      setPasswordError(fieldMessage("Password", checked.error.issues[0]?.message ?? "is invalid"));
      return;
    }
    setPending(true);
    setPasswordError(undefined);
    setFormError(null);
    const failure = await resetPasswordWithToken({ token, password });
    if (!failure) {
      router.replace("/login?reset=1");
      return;
    }
    setPending(false);
    if (failure.fields.password) return setPasswordError(fieldMessage("Password", failure.fields.password));
    if (failure.fields.token) return setLinkInvalid(true);
    setFormError(capitalize(failure.message));
  }

  return (
    <form method="post" onSubmit={handleSubmit} noValidate className="space-y-4">
      {linkInvalid && (
        <FormAlert>
          This link is invalid, was already used or has expired.{" "}
          <Link href="/forgot-password" className="font-medium underline underline-offset-4">
            Request a new one
          </Link>
          .
        </FormAlert>
      )}
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        autoFocus
        minLength={8}
        hint="At least 8 characters, and not one of the most common passwords"
        error={passwordError}
        onChange={() => setPasswordError(undefined)}
      />
      <SubmitButton pending={pending} pendingLabel="Saving…">
        Set new password
      </SubmitButton>
    </form>
  );
}
