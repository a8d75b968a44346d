import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { SETTINGS_LINKS } from "@/components/settings/settings-links";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings");
  return { title: t("title") };
}

export default async function SettingsPage() {
  const t = await getTranslations("settings");
  const links = {
    profile: [t("links.profile.label"), t("links.profile.description")],
    group: [t("links.group.label"), t("links.group.description")],
    types: [t("links.types.label"), t("links.types.description")],
    templates: [t("links.templates.label"), t("links.templates.description")],
    notifiers: [t("links.notifiers.label"), t("links.notifiers.description")],
    data: [t("links.data.label"), t("links.data.description")],
  };
  return (
    <section aria-labelledby="settings-heading">
      <h1 id="settings-heading" className="mb-4 text-2xl font-semibold tracking-tight">
        {t("title")}
      </h1>
      <ul className="grid gap-3 sm:grid-cols-2">
        {SETTINGS_LINKS.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="block h-full rounded-xl border border-stone-200 bg-white p-4 shadow-xs hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-stone-800 dark:bg-stone-900 dark:hover:border-brand-400"
            >
              <span className="block font-semibold">{links[link.key][0]}</span>
              <span className="mt-1 block text-sm text-stone-600 dark:text-stone-400">
                {links[link.key][1]}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
