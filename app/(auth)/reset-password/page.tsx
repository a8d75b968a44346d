import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthPage, AuthSwitchLink } from "@/components/auth/auth-page";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { FormAlert } from "@/components/forms/form-alert";

// The token sits in this page's URL: never send it on as a Referer.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("reset.title"), referrer: "no-referrer" };
}

type ResetPasswordPageProps = { searchParams: Promise<{ token?: string | string[] }> };

export default async function ResetPasswordPage({ searchParams }: ResetPasswordPageProps) {
  const t = await getTranslations("auth");
  const { token } = await searchParams;
  const resetToken = (Array.isArray(token) ? token[0] : token)?.trim() || undefined;
  return (
    <AuthPage
      title={t("reset.title")}
      subtitle={t("reset.subtitle")}
      footer={t.rich("reset.footer", {
        link: (chunks) => <AuthSwitchLink href="/forgot-password">{chunks}</AuthSwitchLink>,
      })}
    >
      {resetToken ? <ResetPasswordForm token={resetToken} /> : <FormAlert>{t("reset.needsLink")}</FormAlert>}
    </AuthPage>
  );
}
