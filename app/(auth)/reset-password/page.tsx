import type { Metadata } from "next";
import { AuthPage, AuthSwitchLink } from "@/components/auth/auth-page";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { FormAlert } from "@/components/forms/form-alert";

// The token sits in this page's URL: never send it on as a Referer.
export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer" };

type ResetPasswordPageProps = { searchParams: Promise<{ token?: string | string[] }> };

export default async function ResetPasswordPage({ searchParams }: ResetPasswordPageProps) {
  const { token } = await searchParams;
  const resetToken = (Array.isArray(token) ? token[0] : token)?.trim() || undefined;
  return (
    <AuthPage
      title="Choose a new password"
      subtitle="Your new password signs you out everywhere and deletes your API keys."
      footer={
        <>
          Need a new link? <AuthSwitchLink href="/forgot-password">Request one</AuthSwitchLink>
        </>
      }
    >
      {resetToken ? (
        <ResetPasswordForm token={resetToken} />
      ) : (
        <FormAlert>This page needs the link from the password reset email.</FormAlert>
      )}
    </AuthPage>
  );
}
