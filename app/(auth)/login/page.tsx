import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { AuthPage, AuthSwitchLink } from "@/components/auth/auth-page";
import { LoginForm } from "@/components/auth/login-form";
import { OidcSignIn } from "@/components/auth/oidc-sign-in";
import { loginPageError } from "@/components/auth/login-page-error";
import { FormAlert } from "@/components/forms/form-alert";
import { currentUser } from "@/lib/auth/current-user";
import { config } from "@/lib/config/env";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("login.title") };
}

type LoginPageProps = {
  searchParams: Promise<{ error?: string | string[]; oidc?: string | string[]; reset?: string | string[] }>;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// The button's words when OIDC_BUTTON_TEXT is not set: said in the reader's language instead.
const DEFAULT_OIDC_BUTTON = "Sign in with OIDC";

export default async function LoginPage({ searchParams }: LoginPageProps) {
  if (await currentUser()) redirect("/dashboard");
  const t = await getTranslations("auth");
  const { oidc, allowLocalLogin } = config();
  const query = await searchParams;
  const error = loginPageError(first(query.error));
  // /reset-password sends people here after a new password was set.
  const reset = first(query.reset);
  // HomeBox's /users/login/oidc lands here with ?oidc=start; OIDC_AUTO_REDIRECT goes on unasked
  // when there is no password form to choose instead (and not straight back after a refusal).
  const startNow =
    oidc.enabled && (first(query.oidc) === "start" || (oidc.autoRedirect && !allowLocalLogin && !error));
  const buttonText = oidc.buttonText === DEFAULT_OIDC_BUTTON ? t("login.oidcButton") : oidc.buttonText;
  return (
    <AuthPage
      title={t("login.title")}
      subtitle={t("login.subtitle")}
      footer={
        allowLocalLogin
          ? t.rich("login.footer", {
              link: (chunks) => <AuthSwitchLink href="/register">{chunks}</AuthSwitchLink>,
            })
          : null
      }
    >
      {reset && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-900/60 dark:bg-emerald-950/40 dark:text-emerald-200"
        >
          {t("login.passwordChanged")}
        </p>
      )}
      <div className="space-y-4">
        {error && <FormAlert>{t("oidcError", { reason: error })}</FormAlert>}
        {allowLocalLogin && <LoginForm />}
        {allowLocalLogin && oidc.enabled && (
          <p className="text-center text-xs tracking-wide text-stone-500 uppercase dark:text-stone-400">
            {t("login.or")}
          </p>
        )}
        {oidc.enabled && (
          <OidcSignIn buttonText={buttonText} startNow={startNow} primary={!allowLocalLogin} />
        )}
        {!allowLocalLogin && !oidc.enabled && (
          <p className="text-sm text-stone-700 dark:text-stone-300">{t("login.switchedOff")}</p>
        )}
      </div>
    </AuthPage>
  );
}
