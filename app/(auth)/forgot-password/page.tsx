import type { Metadata } from "next";
import { AuthPage, AuthSwitchLink } from "@/components/auth/auth-page";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "Forgot password" };

export default function ForgotPasswordPage() {
  return (
    <AuthPage
      title="Forgot your password?"
      subtitle="Enter your account's email address and we will send you a link to choose a new one."
      footer={
        <>
          Remembered it? <AuthSwitchLink href="/login">Sign in</AuthSwitchLink>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthPage>
  );
}
