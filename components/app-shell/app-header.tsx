import Link from "next/link";
import { Suspense } from "react";
import { CairnWordmark } from "@/components/brand/cairn-logo";
import { QuickAddButton } from "@/components/quick-add/quick-add-button";
import { SyncStatus } from "@/components/sync/sync-status";
import { MainNav } from "./main-nav";
import { SearchBox } from "./search-box";
import { AccountMenu } from "./account-menu";

export function AppHeader({ userName }: { userName: string }) {
  return (
    <header className="sticky top-0 print:hidden z-20 border-b border-stone-200 bg-white/90 backdrop-blur dark:border-stone-800 dark:bg-stone-900/90">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4 sm:gap-3 sm:px-6">
        <Link href="/dashboard" className="shrink-0 rounded-md">
          <CairnWordmark />
        </Link>
        <MainNav />
        <Suspense fallback={<div className="flex-1" />}>
          <SearchBox />
        </Suspense>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <SyncStatus />
          <QuickAddButton place="header" />
          <AccountMenu userName={userName} />
        </div>
      </div>
    </header>
  );
}
