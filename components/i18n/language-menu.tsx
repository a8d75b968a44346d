"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { refreshPage } from "@/components/navigation/page-refresh";
import { useId, useTransition } from "react";
import { LOCALE_NAMES, LOCALES, isLocale } from "@/lib/i18n/locales";
import { LOCALE_COOKIE } from "@/lib/i18n/cookie-names";
import { writeCookie } from "./locale-cookie";

/** The language of the pages before sign-in (kept in a cookie; the account's setting wins after). */
export function LanguageMenu() {
  const t = useTranslations("preferences");
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const [pending, startTransition] = useTransition();
  return (
    <div className="flex items-center justify-center gap-2 text-sm text-stone-600 dark:text-stone-400">
      <label htmlFor={id}>{t("language")}</label>
      <select
        id={id}
        value={locale}
        disabled={pending}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          writeCookie(LOCALE_COOKIE, next);
          startTransition(() => refreshPage(router));
        }}
        className="rounded-md border border-stone-300 bg-white px-2 py-1 text-stone-900 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
      >
        {LOCALES.map((value) => (
          <option key={value} value={value} lang={value}>
            {LOCALE_NAMES[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
