import type { Metadata } from "next";
import Link from "next/link";
import { SETTINGS_LINKS } from "@/components/settings/settings-links";

export const metadata: Metadata = { title: "Settings" };

export default function SettingsPage() {
  return (
    <section aria-labelledby="settings-heading">
      <h1 id="settings-heading" className="mb-4 text-2xl font-semibold tracking-tight">
        Settings
      </h1>
      <ul className="grid gap-3 sm:grid-cols-2">
        {SETTINGS_LINKS.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="block h-full rounded-xl border border-stone-200 bg-white p-4 shadow-xs hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-stone-800 dark:bg-stone-900 dark:hover:border-brand-400"
            >
              <span className="block font-semibold">{link.label}</span>
              <span className="mt-1 block text-sm text-stone-600 dark:text-stone-400">
                {link.description}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
