import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthPage, AuthSwitchLink } from "@/components/auth/auth-page";
import { RegisterForm } from "@/components/auth/register-form";
import { currentUser } from "@/lib/auth/current-user";

export const metadata: Metadata = { title: "Create an account" };

export default async function RegisterPage() {
  if (await currentUser()) redirect("/locations");
  return (
    <AuthPage
      title="Create an account"
      subtitle="Your new home comes with a few rooms to start from."
      footer={
        <>
          Already have an account? <AuthSwitchLink href="/login">Sign in</AuthSwitchLink>
        </>
      }
    >
      <RegisterForm />
    </AuthPage>
  );
}
