"use client";

import { useCanWrite } from "@/components/auth/use-can-write";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Fragment } from "react";
import { QuickAddButton } from "@/components/quick-add/quick-add-button";
import { NAV_LINKS } from "./nav-links";
import { useIsCurrentSection } from "./nav-section";

/**
 * Below 1024 px the header has no room for seven tabs in the longer languages (and little in English):
 * settings stay in the account menu there, and what still does not fit scrolls sideways.
 */
const ONLY_ON_WIDE_SCREENS = new Set<string>(["/settings"]);

/** The sections as tabs on wide screens; phones get the bottom bar instead. */
export function MainNav() {
  const t = useTranslations("appShell.nav");
  const isCurrent = useIsCurrentSection();
  return (
    <nav aria-label={t("main")} className="hidden min-w-0 shrink overflow-x-auto md:block">
      <ul className="flex items-center gap-1">
        {NAV_LINKS.map((link) => (
          <li key={link.href} className={ONLY_ON_WIDE_SCREENS.has(link.href) ? "hidden lg:block" : undefined}>
            <Link
              href={link.href}
              aria-current={isCurrent(link.href) ? "page" : undefined}
              className="rounded-md px-1.5 py-1.5 text-sm whitespace-nowrap lg:px-2.5 font-medium text-stone-600 hover:bg-stone-100 hover:text-stone-900 aria-[current=page]:bg-stone-100 aria-[current=page]:text-stone-900 dark:text-stone-300 dark:hover:bg-stone-800 dark:aria-[current=page]:bg-stone-800 dark:aria-[current=page]:text-white"
            >
              {t("link", { section: link.section })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Five fit a phone's bottom bar beside quick add; the dashboard's maintenance, lending and low-stock
 * cards link to the others.
 */
const BESIDE_THE_BOTTOM_BAR = new Set<string>(["/settings", "/maintenance", "/borrowers", "/stock"]);

/** Phones: the sections along the bottom, then quick add and the scanner, one tap away on every page. */
export function BottomNav() {
  const t = useTranslations("appShell.nav");
  const isCurrent = useIsCurrentSection();
  const canWrite = useCanWrite();
  return (
    <nav
      aria-label={t("sections")}
      className="fixed inset-x-0 bottom-0 z-20 print:hidden border-t border-stone-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden dark:border-stone-800 dark:bg-stone-900/95"
    >
      {/* Each entry as wide as its word needs: "Emplacements" or "Ubicaciones" would not fit a sixth. */}
      <ul className="flex">
        {NAV_LINKS.filter((link) => !BESIDE_THE_BOTTOM_BAR.has(link.href)).map((link) => (
          <Fragment key={link.href}>
            {link.href === "/scan" && canWrite && (
              <li className="flex-auto">
                <QuickAddButton place="bottom-bar" />
              </li>
            )}
            <li className="flex-auto">
              <Link
                href={link.href}
                aria-current={isCurrent(link.href) ? "page" : undefined}
                className={
                  link.href === "/scan"
                    ? "mx-auto my-1.5 flex h-11 w-fit min-w-14 items-center justify-center rounded-full bg-brand-600 px-2 text-sm whitespace-nowrap font-semibold text-white dark:bg-brand-500 dark:text-stone-950"
                    : "flex h-14 items-center justify-center px-1 text-xs font-medium whitespace-nowrap text-stone-600 aria-[current=page]:text-brand-700 dark:text-stone-300 dark:aria-[current=page]:text-brand-400"
                }
              >
                {t("link", { section: link.section })}
              </Link>
            </li>
          </Fragment>
        ))}
      </ul>
    </nav>
  );
}
