"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { CODE_MATCHES_SHOWN, useCodeMatches } from "./use-code-matches";

/** Entities already in the inventory that mention the code, so a duplicate is not created. */
export function CodeMatches({ code }: { code: string }) {
  const t = useTranslations("scanner.matches");
  const matches = useCodeMatches(code);
  if (matches.isPending) return <p className="text-stone-600 dark:text-stone-400">{t("searching")}</p>;
  if (matches.isError) return <p className="text-red-700 dark:text-red-400">{matches.error.message}</p>;
  const { items, total } = matches.data;
  if (total === 0) return <p className="text-stone-600 dark:text-stone-400">{t("none")}</p>;
  return (
    <div>
      <ul aria-label={t("list")} className="divide-y divide-stone-200 dark:divide-stone-800">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              href={`/entities/${encodeURIComponent(item.id)}`}
              className="flex items-baseline justify-between gap-3 rounded-md px-1 py-2 hover:bg-stone-100 dark:hover:bg-stone-800"
            >
              <span className="min-w-0 truncate font-medium">{item.name}</span>
              {item.parent && (
                <span className="shrink-0 text-xs text-stone-500 dark:text-stone-400">
                  {item.parent.name}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      {total > CODE_MATCHES_SHOWN && (
        <Link
          href={`/entities?q=${encodeURIComponent(code)}`}
          className="mt-1 inline-block text-sm font-medium text-brand-700 underline dark:text-brand-400"
        >
          {t("seeAll", { total })}
        </Link>
      )}
    </div>
  );
}
