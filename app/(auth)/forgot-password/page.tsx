import type { Metadata } from "next";
import { AuthPage, AuthSwitchLink } from "@/components/auth/auth-page";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { passwordResetEmailMissing } from "@/lib/users/password-reset-availability";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Forgot password" };

export default function ForgotPasswordPage() {
  const missing = passwordResetEmailMissing();
  return (
    <AuthPage
      title="Forgot your password?"
      subtitle={
        missing.length > 0
          ? "Password reset by email is not set up on this server."
          : "Enter your account's email address and we will send you a link to choose a new one."
      }
      footer={
        <>
          Remembered it? <AuthSwitchLink href="/login">Sign in</AuthSwitchLink>
        </>
      }
    >
      {missing.length > 0 ? (
        <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
          This server does not send password reset emails: whoever runs it has to set{" "}
          {missing.map((name, index) => (
            <span key={name}>
              {index > 0 && " and "}
              <code>{name}</code>
            </span>
          ))}{" "}
          (see the Configuration section of Cairn&apos;s README). Until then, ask them for help.
        </p>
      ) : (
        <ForgotPasswordForm />
      )}
    </AuthPage>
  );
}
