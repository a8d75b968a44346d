import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { TemplateManager } from "@/components/templates/template-manager";
import { pageTenant } from "@/lib/auth/page-tenant";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings");
  return { title: t("templates.title") };
}

export default async function TemplatesPage() {
  const t = await getTranslations("settings");
  const ctx = await pageTenant();
  return (
    <section aria-labelledby="templates-heading">
      <p className="mb-1 text-sm">
        <Link href="/settings" className="text-stone-600 hover:underline dark:text-stone-400">
          {t("title")}
        </Link>
      </p>
      <h1 id="templates-heading" className="mb-1 text-2xl font-semibold tracking-tight">
        {t("templates.title")}
      </h1>
      <p className="mb-4 text-sm text-stone-600 dark:text-stone-400">{t("templates.intro")}</p>
      {ctx ? (
        <TemplateManager />
      ) : (
        <p className="text-stone-600 dark:text-stone-400">{t("templates.noGroup")}</p>
      )}
    </section>
  );
}
