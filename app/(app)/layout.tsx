import { getTranslations } from "next-intl/server";
import { Suspense, type ReactNode } from "react";
import { AppHeader } from "@/components/app-shell/app-header";
import { LiveUpdates } from "@/components/app-shell/live-updates";
import { BottomNav } from "@/components/app-shell/main-nav";
import { NavSectionProvider } from "@/components/app-shell/nav-section";
import { QuickAddProvider } from "@/components/quick-add/quick-add-provider";
import { FormatsProvider } from "@/components/i18n/formats-provider";
import { OfflineQueueOwner } from "@/components/offline/offline-queue-owner";
import { OfflineSupport } from "@/components/offline/offline-support";
import { KeyboardWedgeListener } from "@/components/scanner/keyboard-wedge-listener";
import { UndoToastProvider } from "@/components/undo/undo-toast";
import { latestEventSeq } from "@/lib/events/read-events";
import { groupCurrency } from "@/lib/groups/group-currency";
import { offlineCacheKey } from "@/lib/offline/user-cache-key";
import { CanWriteProvider } from "@/components/auth/use-can-write";
import { canWrite } from "@/lib/auth/can-write";
import { pageTenant, requireUser } from "@/lib/auth/page-tenant";

export default async function SignedInLayout({ children }: { children: ReactNode }) {
  const [user, ctx] = await Promise.all([requireUser(), pageTenant()]);
  const t = await getTranslations("common");
  // Where the page's change events start: those made between this render and the moment the
  // browser's event stream opens would otherwise never reach it.
  const eventsAfter = ctx ? await latestEventSeq(ctx) : null;
  const offlineKey = offlineCacheKey(user.id);
  const currency = ctx ? await groupCurrency(ctx) : "USD";
  return (
    <CanWriteProvider canWrite={canWrite(ctx)}>
      <OfflineQueueOwner userKey={offlineKey}>
        <FormatsProvider
          currency={currency}
          dateFormat={user.display.dateFormat ?? "auto"}
          weekStart={user.display.weekStart ?? "auto"}
        >
          <NavSectionProvider>
            <div className="flex min-h-dvh flex-col">
              <a
                href="#main"
                className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 dark:focus:bg-stone-900"
              >
                {t("skipToContent")}
              </a>
              <Suspense fallback={null}>
                <OfflineSupport userKey={offlineKey} />
              </Suspense>
              <QuickAddProvider>
                <AppHeader userName={user.name} />
                <UndoToastProvider>
                  <main
                    id="main"
                    className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-24 sm:px-6 sm:pt-8 md:pb-10 print:m-0 print:max-w-none print:p-0"
                  >
                    {children}
                  </main>
                </UndoToastProvider>
                <BottomNav />
              </QuickAddProvider>
              <KeyboardWedgeListener />
              <LiveUpdates eventsAfter={eventsAfter} />
            </div>
          </NavSectionProvider>
        </FormatsProvider>
      </OfflineQueueOwner>
    </CanWriteProvider>
  );
}
