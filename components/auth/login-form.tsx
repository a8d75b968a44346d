"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { signInWithPassword, type SignInFailure } from "./sign-in-with-password";

export function LoginForm() {
  const t = useTranslations("auth");
  const router = useRouter();
  const [error, setError] = useState<SignInFailure | null>(null);
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    const failure = await signInWithPassword(
      String(form.get("email") ?? ""),
      String(form.get("password") ?? ""),
    );
    if (failure) {
      setError(failure);
      setPending(false);
      return;
    }
    router.replace("/dashboard");
  }

  return (
    // method="post" keeps the password out of the URL should the form ever submit without JavaScript.
    <form method="post" onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-4">
      {error && <FormAlert>{t("signInError", { reason: error })}</FormAlert>}
      <TextField label={t("email")} name="email" type="email" autoComplete="email" required autoFocus />
      <div>
        <TextField
          label={t("password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
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
      <SubmitButton pending={pending} pendingLabel={t("login.signingIn")}>
        {t("login.submit")}
      </SubmitButton>
    </form>
  );
}
