"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { capitalize } from "@/components/forms/api-failure";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { newPassword } from "@/lib/schemas/users";
import { resetPasswordWithToken } from "./password-reset-requests";
import { useFieldProblem } from "./use-field-problem";

/** `token`: from the emailed link (/reset-password?token=…). */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("auth");
  const common = useTranslations("common");
  const fieldProblem = useFieldProblem();
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
      setPasswordError(fieldProblem("password", checked.error.issues[0]?.message ?? "is invalid"));
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
    if (failure.fields.password) return setPasswordError(fieldProblem("password", failure.fields.password));
    if (failure.fields.token) return setLinkInvalid(true);
    setFormError(failure.unreachable ? t("unreachable") : capitalize(failure.message));
  }

  return (
    <form method="post" onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-4">
      {linkInvalid && (
        <FormAlert>
          {t.rich("reset.linkInvalid", {
            link: (chunks) => (
              <Link href="/forgot-password" className="font-medium underline underline-offset-4">
                {chunks}
              </Link>
            ),
          })}
        </FormAlert>
      )}
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField
        label={t("newPassword")}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        autoFocus
        minLength={8}
        hint={t("passwordHint")}
        error={passwordError}
        onChange={() => setPasswordError(undefined)}
      />
      <SubmitButton pending={pending} pendingLabel={common("saving")}>
        {t("reset.submit")}
      </SubmitButton>
    </form>
  );
}
