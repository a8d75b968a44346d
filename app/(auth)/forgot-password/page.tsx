import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { Fragment } from "react";
import { AuthPage, AuthSwitchLink } from "@/components/auth/auth-page";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { passwordResetEmailMissing } from "@/lib/users/password-reset-availability";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("forgot.metaTitle") };
}

export default async function ForgotPasswordPage() {
  const t = await getTranslations("auth");
  const missing = passwordResetEmailMissing();
  // The settings to set, each as code: "SMTP_HOST and PUBLIC_URL" in the reader's language.
  const names = new Intl.ListFormat(await getLocale(), { type: "conjunction" })
    .formatToParts(missing)
    .map((part, index) =>
      part.type === "element" ? (
        <code key={index}>{part.value}</code>
      ) : (
        <Fragment key={index}>{part.value}</Fragment>
      ),
    );
  return (
    <AuthPage
      title={t("forgot.title")}
      subtitle={missing.length > 0 ? t("forgot.subtitleOff") : t("forgot.subtitle")}
      footer={t.rich("forgot.footer", {
        link: (chunks) => <AuthSwitchLink href="/login">{chunks}</AuthSwitchLink>,
      })}
    >
      {missing.length > 0 ? (
        <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
          {t.rich("forgot.notSetUp", { settings: () => <>{names}</> })}
        </p>
      ) : (
        <ForgotPasswordForm />
      )}
    </AuthPage>
  );
}
