import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TagManager } from "@/components/tag-manager/tag-manager";
import { getGroup } from "@/lib/groups/groups";
import { tagTotals } from "@/lib/statistics/organizer-totals";
import { countEntitiesPerTag } from "@/lib/tags/tag-counts";
import { pageTenant } from "@/lib/auth/page-tenant";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pages.tags");
  return { title: t("title") };
}

export default async function TagsPage() {
  const t = await getTranslations("pages.tags");
  const ctx = await pageTenant();
  const [counts, totals, group] = ctx
    ? await Promise.all([countEntitiesPerTag(ctx), tagTotals(ctx), getGroup(ctx)])
    : [{}, [], null];
  const values = Object.fromEntries(totals.map((total) => [total.id, total.total]));
  return (
    <section aria-labelledby="tags-heading">
      {group ? (
        <TagManager counts={counts} values={values} currency={group.currency} />
      ) : (
        <>
          <h1 id="tags-heading" className="mb-4 text-2xl font-semibold tracking-tight">
            {t("title")}
          </h1>
          <p className="text-stone-600 dark:text-stone-400">{t("noGroup")}</p>
        </>
      )}
    </section>
  );
}
