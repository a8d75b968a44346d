import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { EntityTypeManager } from "@/components/entity-types/entity-type-manager";
import { pageTenant } from "@/lib/auth/page-tenant";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings");
  return { title: t("entityTypes.title") };
}

export default async function EntityTypesPage() {
  const t = await getTranslations("settings");
  const ctx = await pageTenant();
  return (
    <section aria-labelledby="entity-types-heading">
      <p className="mb-1 text-sm">
        <Link href="/settings" className="text-stone-600 hover:underline dark:text-stone-400">
          {t("title")}
        </Link>
      </p>
      <h1 id="entity-types-heading" className="mb-1 text-2xl font-semibold tracking-tight">
        {t("entityTypes.title")}
      </h1>
      <p className="mb-4 text-sm text-stone-600 dark:text-stone-400">{t("entityTypes.intro")}</p>
      {ctx ? (
        <EntityTypeManager />
      ) : (
        <p className="text-stone-600 dark:text-stone-400">{t("entityTypes.noGroup")}</p>
      )}
    </section>
  );
}
