import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { EntityPathItem } from "@/lib/schemas/entities";

/**
 * Where an entity sits, root first (the entity's path from lib/entities/entity-path.ts). Every
 * crumb but the last links to that entity's page; the last is the page itself.
 */
export async function Breadcrumbs({ path }: { path: EntityPathItem[] }) {
  const t = await getTranslations("entity.breadcrumbs");
  return (
    <nav aria-label={t("label")} className="mb-2 text-sm text-stone-600 dark:text-stone-400">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {path.map((crumb, index) => {
          const last = index === path.length - 1;
          return (
            <li key={crumb.id} className="flex min-w-0 items-center gap-1.5">
              {index > 0 && (
                <span aria-hidden="true" className="text-stone-400 dark:text-stone-500">
                  ›
                </span>
              )}
              {last ? (
                <span aria-current="page" className="truncate font-medium text-stone-900 dark:text-stone-100">
                  {crumb.name}
                </span>
              ) : (
                <Link
                  href={`/entities/${crumb.id}`}
                  className="truncate rounded-sm underline-offset-2 hover:text-stone-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-stone-100"
                >
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
