import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthPage, AuthSwitchLink } from "@/components/auth/auth-page";
import { RegisterForm } from "@/components/auth/register-form";
import { currentUser } from "@/lib/auth/current-user";

export const metadata: Metadata = { title: "Create an account" };

type RegisterPageProps = { searchParams: Promise<{ token?: string | string[] }> };

export default async function RegisterPage({ searchParams }: RegisterPageProps) {
  if (await currentUser()) redirect("/dashboard");
  // An invitation link (/register?token=…) joins the inviting group instead of making a new one.
  const { token } = await searchParams;
  const invitationToken = (Array.isArray(token) ? token[0] : token)?.trim() || undefined;
  return (
    <AuthPage
      title="Create an account"
      subtitle={
        invitationToken
          ? "You were invited: your account joins the inviting household."
          : "Your new home comes with a few rooms to start from."
      }
      footer={
        <>
          Already have an account? <AuthSwitchLink href="/login">Sign in</AuthSwitchLink>
        </>
      }
    >
      <RegisterForm invitationToken={invitationToken} />
    </AuthPage>
  );
}
