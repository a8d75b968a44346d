import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { buttonStyles } from "@/components/ui/button-styles";
import { inputStyles } from "@/components/ui/field-styles";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pages.notFound");
  return { title: t("title") };
}

/**
 * An unknown page, an item or location that is gone (or another group's, which looks the same),
 * inside the app's frame: the way on is a search, the list, the scanner or home.
 */
export default async function NotFound() {
  const t = await getTranslations("pages.notFound");
  const common = await getTranslations("common");
  return (
    <section aria-labelledby="not-found-heading" className="mx-auto max-w-lg space-y-5 py-6 text-center">
      <p className="text-5xl font-semibold text-stone-500 dark:text-stone-400" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading" className="text-2xl font-semibold tracking-tight">
        {t("heading")}
      </h1>
      <p className="text-stone-600 dark:text-stone-400">{t("body")}</p>
      <form action="/entities" method="get" role="search" className="flex gap-2 text-left">
        <label htmlFor="not-found-search" className="sr-only">
          {t("search")}
        </label>
        <input
          id="not-found-search"
          name="q"
          type="search"
          placeholder={t("search")}
          className={`${inputStyles} min-w-0 flex-1`}
        />
        <button type="submit" className={buttonStyles.primary}>
          {common("search")}
        </button>
      </form>
      <nav aria-label={t("waysOn")} className="flex flex-wrap justify-center gap-2">
        <Link href="/dashboard" className={buttonStyles.secondary}>
          {t("home")}
        </Link>
        <Link href="/entities" className={buttonStyles.secondary}>
          {t("allItems")}
        </Link>
        <Link href="/locations" className={buttonStyles.secondary}>
          {common("locations")}
        </Link>
        <Link href="/scan" className={buttonStyles.secondary}>
          {t("scan")}
        </Link>
      </nav>
    </section>
  );
}
