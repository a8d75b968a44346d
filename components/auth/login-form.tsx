"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useCheckedSubmit } from "@/components/forms/use-checked-submit";
import { loginRequest, type LoginRequest } from "@/lib/schemas/users";
import { signInWithPassword } from "./sign-in-with-password";
import { useFieldProblem } from "./use-field-problem";

export function LoginForm() {
  const t = useTranslations("auth");
  const fieldProblem = useFieldProblem();
  const router = useRouter();
  // Signed in: the button stays busy while the dashboard loads, so it cannot be pressed twice.
  const [leaving, setLeaving] = useState(false);
  // The sign-in goes through next-auth, whose credentials provider reads the API's login body.
  const signIn = async ({ username, password }: LoginRequest) => {
    const failure = await signInWithPassword(username, password);
    if (failure) throw new Error(t("signInError", { reason: failure }));
    setLeaving(true);
    router.replace("/dashboard");
  };
  const { errors, failure, pending, submit, formRef } = useCheckedSubmit(loginRequest, signIn);
  // The API's login body calls the email its username.
  const emailError = errors.username ? fieldProblem("email", errors.username) : undefined;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    await submit({
      username: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      stayLoggedIn: true,
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
        label={t("email")}
        name="email"
        type="email"
        autoComplete="email"
        required
        autoFocus
        error={emailError}
      />
      <div>
        <TextField
          label={t("password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password ? fieldProblem("password", errors.password) : undefined}
        />
        <p className="mt-1.5 text-right text-sm">
          <Link
            href="/forgot-password"
            className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-400"
          >
            {t("login.forgotPassword")}
          </Link>
        </p>
      </div>
      <SubmitButton pending={pending || leaving} pendingLabel={t("login.signingIn")}>
        {t("login.submit")}
      </SubmitButton>
    </form>
  );
}
