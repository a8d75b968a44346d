import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { NotifierManager } from "@/components/notifiers/notifier-manager";
import { listMaskedNotifierUrls } from "@/lib/notifiers/list-masked-notifier-urls";
import { pageTenant } from "@/lib/auth/page-tenant";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings");
  return { title: t("notifiers.title") };
}

export default async function NotifiersPage() {
  const t = await getTranslations("settings");
  const ctx = await pageTenant();
  return (
    <section aria-labelledby="notifiers-page-heading">
      <p className="mb-1 text-sm">
        <Link href="/settings" className="text-stone-600 hover:underline dark:text-stone-400">
          {t("title")}
        </Link>
      </p>
      <h1 id="notifiers-page-heading" className="mb-1 text-2xl font-semibold tracking-tight">
        {t("notifiers.title")}
      </h1>
      <p className="mb-4 text-sm text-stone-600 dark:text-stone-400">{t("notifiers.intro")}</p>
      {ctx ? (
        <NotifierManager maskedUrls={await listMaskedNotifierUrls(ctx)} />
      ) : (
        <p className="text-stone-600 dark:text-stone-400">{t("notifiers.noGroup")}</p>
      )}
    </section>
  );
}
