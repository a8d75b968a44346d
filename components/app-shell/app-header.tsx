import Link from "next/link";
import { CairnWordmark } from "@/components/brand/cairn-logo";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { SignOutButton } from "./sign-out-button";

export function AppHeader({ userName }: { userName: string }) {
  return (
    <header className="sticky top-0 z-10 border-b border-stone-200 bg-white/90 backdrop-blur dark:border-stone-800 dark:bg-stone-900/90">
      <div className="mx-auto flex h-14 max-w-3xl items-center gap-2 px-4 sm:gap-3 sm:px-6">
        <Link href="/locations" className="rounded-md">
          <CairnWordmark />
        </Link>
        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
          <span className="min-w-0 truncate text-sm text-stone-600 dark:text-stone-400" title={userName}>
            <span className="sr-only">Signed in as </span>
            {userName}
          </span>
          <ThemeToggle />
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}
