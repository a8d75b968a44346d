import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { AuthPage, AuthSwitchLink } from "@/components/auth/auth-page";
import { RegisterForm } from "@/components/auth/register-form";
import { currentUser } from "@/lib/auth/current-user";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("register.title") };
}

type RegisterPageProps = { searchParams: Promise<{ token?: string | string[] }> };

export default async function RegisterPage({ searchParams }: RegisterPageProps) {
  if (await currentUser()) redirect("/dashboard");
  const t = await getTranslations("auth");
  // An invitation link (/register?token=…) joins the inviting group instead of making a new one.
  const { token } = await searchParams;
  const invitationToken = (Array.isArray(token) ? token[0] : token)?.trim() || undefined;
  return (
    <AuthPage
      title={t("register.title")}
      subtitle={invitationToken ? t("register.subtitleInvited") : t("register.subtitle")}
      footer={t.rich("register.footer", {
        link: (chunks) => <AuthSwitchLink href="/login">{chunks}</AuthSwitchLink>,
      })}
    >
      <RegisterForm invitationToken={invitationToken} />
    </AuthPage>
  );
}
