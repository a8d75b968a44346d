"use client";

import Link from "next/link";
import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ThemeChoice } from "@/components/theme/theme-choice";
import { MenuPopover, menuItemClass } from "@/components/ui/menu-popover";

/**
 * The person's own things in one place on every screen size: who is signed in, profile, settings
 * (on a phone the bottom bar has no room for it), the theme and signing out.
 */
export function AccountMenu({ userName }: { userName: string }) {
  const t = useTranslations("appShell.accountMenu");
  const [signingOut, setSigningOut] = useState(false);
  return (
    <MenuPopover
      label={t("label", { name: userName })}
      panelLabel={t("panel")}
      buttonClassName="inline-flex h-9 max-w-48 shrink-0 items-center gap-1.5 rounded-lg px-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-500 aria-expanded:bg-stone-100 sm:px-2 dark:text-stone-200 dark:hover:bg-stone-800 dark:aria-expanded:bg-stone-800"
      button={
        <>
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="size-6 shrink-0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          >
            <circle cx="12" cy="12" r="9.5" />
            <circle cx="12" cy="10" r="3.2" />
            <path d="M6.2 18.6a7 7 0 0 1 11.6 0" />
          </svg>
          <span className="hidden truncate lg:inline">{userName}</span>
        </>
      }
    >
      {(close) => (
        <>
          <p className="truncate px-3 pt-2 pb-1 text-xs text-stone-500 dark:text-stone-400">
            {t.rich("signedInAs", {
              name: userName,
              b: (chunks) => <span className="font-medium text-stone-800 dark:text-stone-200">{chunks}</span>,
            })}
          </p>
          <Link href="/settings/profile" className={menuItemClass} onClick={close}>
            {t("profile")}
          </Link>
          <Link href="/settings" className={menuItemClass} onClick={close}>
            {t("settings")}
          </Link>
          <div className="my-1 border-t border-stone-200 dark:border-stone-700" />
          <ThemeChoice />
          <div className="my-1 border-t border-stone-200 dark:border-stone-700" />
          <button
            type="button"
            className={menuItemClass}
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true);
              void signOut({ callbackUrl: "/login" });
            }}
          >
            {signingOut ? t("signingOut") : t("signOut")}
          </button>
        </>
      )}
    </MenuPopover>
  );
}
