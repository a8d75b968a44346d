"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useCheckedSubmit } from "@/components/forms/use-checked-submit";
import { resetPasswordRequest, type ResetPasswordRequest } from "@/lib/schemas/users";
import { throwApiFailure } from "./api-failure-error";
import { resetPasswordWithToken } from "./password-reset-requests";
import { useFieldProblem } from "./use-field-problem";

/** `token`: from the emailed link (/reset-password?token=…). */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("auth");
  const common = useTranslations("common");
  const fieldProblem = useFieldProblem();
  const router = useRouter();
  // Reset: the button stays busy while the login page loads.
  const [leaving, setLeaving] = useState(false);

  const reset = async (input: ResetPasswordRequest) => {
    const failure = await resetPasswordWithToken(input);
    if (failure) throwApiFailure(failure, t("unreachable"));
    setLeaving(true);
    router.replace("/login?reset=1");
  };
  const { errors, failure, pending, submit, clearError, formRef } = useCheckedSubmit(
    resetPasswordRequest,
    reset,
    "",
    { shownFields: ["password"] },
  );
  // A refused token (used, expired, or missing from the link) asks for a new link instead.
  const linkInvalid = !!errors.token && !errors.password;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    await submit({ token, password });
  }

  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      className="space-y-4"
    >
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
      {failure && !linkInvalid && <FormAlert>{failure}</FormAlert>}
      <TextField
        label={t("newPassword")}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        autoFocus
        minLength={8}
        hint={t("passwordHint")}
        error={errors.password ? fieldProblem("password", errors.password) : undefined}
        onChange={() => clearError("password")}
      />
      <SubmitButton pending={pending || leaving} pendingLabel={common("saving")}>
        {t("reset.submit")}
      </SubmitButton>
    </form>
  );
}
