"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { isCurrentSection } from "@/components/app-shell/nav-links";
import { SETTINGS_LINKS } from "./settings-links";

/** The settings pages as a side list on wide screens and a scrollable row of tabs on phones. */
export function SettingsNav() {
  const t = useTranslations("settings");
  const pathname = usePathname();
  const labels = {
    profile: t("links.profile.label"),
    group: t("links.group.label"),
    types: t("links.types.label"),
    templates: t("links.templates.label"),
    notifiers: t("links.notifiers.label"),
    data: t("links.data.label"),
  };
  return (
    <nav aria-label={t("title")} className="md:w-48 md:shrink-0">
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-col md:overflow-visible md:px-0">
        {SETTINGS_LINKS.map((link) => (
          <li key={link.href} className="shrink-0">
            <Link
              href={link.href}
              aria-current={isCurrentSection(pathname, link.href) ? "page" : undefined}
              className="block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-500 aria-[current=page]:bg-stone-100 aria-[current=page]:text-stone-900 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white dark:aria-[current=page]:bg-stone-800 dark:aria-[current=page]:text-white"
            >
              {labels[link.key]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
