import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonStyles } from "@/components/ui/button-styles";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("offline");
  return { title: t("page.title") };
}

/**
 * What the service worker (app/sw.ts) shows, inside the app's frame, for a page that was never
 * opened on this device while the network is away. It keeps a copy of this page per person.
 */
export default async function OfflinePage() {
  const t = await getTranslations("offline");
  return (
    <section aria-labelledby="offline-heading" className="mx-auto max-w-lg space-y-5 py-6 text-center">
      <h1 id="offline-heading" className="text-2xl font-semibold tracking-tight">
        {t("page.heading")}
      </h1>
      <p className="text-stone-600 dark:text-stone-400">{t("page.body")}</p>
      <Link href="/dashboard" className={buttonStyles.primary}>
        {t("page.home")}
      </Link>
    </section>
  );
}
