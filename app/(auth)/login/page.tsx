import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthPage, AuthSwitchLink } from "@/components/auth/auth-page";
import { LoginForm } from "@/components/auth/login-form";
import { currentUser } from "@/lib/auth/current-user";

export const metadata: Metadata = { title: "Sign in" };

type LoginPageProps = { searchParams: Promise<{ reset?: string | string[] }> };

export default async function LoginPage({ searchParams }: LoginPageProps) {
  if (await currentUser()) redirect("/dashboard");
  // /reset-password sends people here after a new password was set.
  const { reset } = await searchParams;
  return (
    <AuthPage
      title="Sign in"
      subtitle="Welcome back. Sign in to see where your things are."
      footer={
        <>
          New to Cairn? <AuthSwitchLink href="/register">Create an account</AuthSwitchLink>
        </>
      }
    >
      {reset && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-900/60 dark:bg-emerald-950/40 dark:text-emerald-200"
        >
          Your password was changed. Sign in with the new one.
        </p>
      )}
      <LoginForm />
    </AuthPage>
  );
}
