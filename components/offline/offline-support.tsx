"use client";

import { useTranslations } from "next-intl";
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useFormats } from "@/components/i18n/formats-provider";

/** The service worker (app/sw.ts, built to this address by app/serwist/[path]/route.ts). */
const WORKER_URL = "/serwist/sw.js";

type Served = { cachedAt: string | null; offlinePage: boolean };

function isServedMessage(data: unknown): data is Served & { type: string } {
  return (
    typeof data === "object" &&
    data !== null &&
    (data as { type?: unknown }).type === "cairn:served-from-cache"
  );
}

/**
 * The signed-in shell's part of reading offline: registers the service worker (production builds
 * only: in `next dev` it would serve stale code), tells it whose pages these are and which page was
 * opened (navigating inside the app fetches no document for it to keep), and shows the banner when
 * the worker answered from its cache.
 */
export function OfflineSupport({ userKey }: { userKey: string }) {
  const t = useTranslations("offline");
  const f = useFormats();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [served, setServed] = useState<Served | null>(null);
  const firstPage = useRef(true);

  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      if (isServedMessage(event.data)) {
        const { cachedAt, offlinePage } = event.data;
        setServed((earlier) => ({
          cachedAt:
            earlier?.cachedAt && (!cachedAt || earlier.cachedAt < cachedAt) ? earlier.cachedAt : cachedAt,
          offlinePage: offlinePage || !!earlier?.offlinePage,
        }));
      }
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    navigator.serviceWorker.startMessages();
    navigator.serviceWorker.register(WORKER_URL, { scope: "/" }).catch(() => {
      // Not supported here (an insecure origin, a private window): the app works without it.
    });
    const backOnline = () => setServed(null);
    window.addEventListener("online", backOnline);
    return () => {
      navigator.serviceWorker.removeEventListener("message", onMessage);
      window.removeEventListener("online", backOnline);
    };
  }, []);

  const query = searchParams.toString();
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const navigated = !firstPage.current;
    firstPage.current = false;
    if (navigated && !navigator.onLine) return;
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage({
        type: "cairn:page",
        key: userKey,
        url: window.location.href,
        navigated,
      }),
    );
  }, [userKey, pathname, query]);

  if (!served) return null;
  const today = served.cachedAt && f.dateOf(served.cachedAt) === f.dateOf(new Date());
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900 print:hidden dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      {!served.cachedAt
        ? t("banner.offline")
        : today
          ? t("banner.savedAt", { time: f.time(served.cachedAt) })
          : t("banner.savedOn", { dateTime: f.dateTime(served.cachedAt) })}
    </div>
  );
}
