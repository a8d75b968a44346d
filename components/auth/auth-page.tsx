import Link from "next/link";
import type { ReactNode } from "react";
import { CairnWordmark } from "@/components/brand/cairn-logo";
import { LanguageMenu } from "@/components/i18n/language-menu";
import { ThemeToggle } from "@/components/theme/theme-toggle";

type AuthPageProps = { title: string; subtitle: string; footer: ReactNode; children: ReactNode };

/** The frame of the signed-out pages: brand, a centred card, and a link to the other page. */
export function AuthPage({ title, subtitle, footer, children }: AuthPageProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between px-4 py-3 sm:px-6">
        <CairnWordmark />
        <ThemeToggle />
      </header>
      <main className="flex flex-1 justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        <div className="w-full max-w-sm">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{subtitle}</p>
          <div className="mt-6 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 dark:border-stone-800 dark:bg-stone-900/60">
            {children}
          </div>
          <p className="mt-6 text-center text-sm text-stone-600 dark:text-stone-400">{footer}</p>
          <div className="mt-8">
            <LanguageMenu />
          </div>
        </div>
      </main>
    </div>
  );
}

export function AuthSwitchLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-400"
    >
      {children}
    </Link>
  );
}
