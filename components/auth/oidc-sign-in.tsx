"use client";

import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

type OidcSignInProps = {
  buttonText: string;
  /** Go to the provider at once (HomeBox's /users/login/oidc, or OIDC_AUTO_REDIRECT). */
  startNow: boolean;
  /** Drawn as the page's main action (no password form beside it). */
  primary: boolean;
};

/** The button that signs in through the OIDC provider, with next-auth's CSRF, PKCE and state. */
export function OidcSignIn({ buttonText, startNow, primary }: OidcSignInProps) {
  const t = useTranslations("auth");
  const [pending, setPending] = useState(false);
  const started = useRef(false);

  function start() {
    if (started.current) return;
    started.current = true;
    setPending(true);
    void signIn("oidc", { callbackUrl: "/dashboard" }).catch(() => {
      started.current = false;
      setPending(false);
    });
  }

  useEffect(() => {
    if (startNow) start();
  }, [startNow]);

  const look = primary
    ? "bg-brand-600 text-white hover:bg-brand-700 dark:bg-brand-500 dark:text-stone-950 dark:hover:bg-brand-400"
    : "border border-stone-300 bg-white text-stone-900 hover:bg-stone-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800";
  return (
    <button
      type="button"
      onClick={start}
      disabled={pending}
      aria-busy={pending || undefined}
      className={`inline-flex w-full items-center justify-center rounded-lg px-4 py-2.5 text-sm font-semibold shadow-xs transition-colors disabled:cursor-wait disabled:opacity-70 ${look}`}
    >
      {pending ? t("login.redirecting") : buttonText}
    </button>
  );
}
