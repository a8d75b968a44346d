import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthPage, AuthSwitchLink } from "@/components/auth/auth-page";
import { LoginForm } from "@/components/auth/login-form";
import { currentUser } from "@/lib/auth/current-user";

export const metadata: Metadata = { title: "Sign in" };

export default async function LoginPage() {
  if (await currentUser()) redirect("/dashboard");
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
      <LoginForm />
    </AuthPage>
  );
}
