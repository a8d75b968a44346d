import Link from "next/link";
import { useTranslations } from "next-intl";
import type { TagSummaryOut } from "@/lib/schemas/tags";

/** The list filtered by one tag (components/entity-list/list-params.ts reads `tags`). */
export const taggedListHref = (tagId: string) => `/entities?tags=${encodeURIComponent(tagId)}`;

const sizes = {
  sm: "max-w-32 gap-1 px-2 py-0.5 text-xs",
  md: "gap-1.5 px-2.5 py-0.5 text-sm",
} as const;

/**
 * A tag as a small rounded chip (its colour as a dot) that opens the list of items with that tag.
 * Every place a tag is shown uses it, so a tag is always one tap from its items.
 */
export function TagChip({
  tag,
  size = "sm",
}: {
  tag: Pick<TagSummaryOut, "id" | "name" | "color">;
  size?: keyof typeof sizes;
}) {
  const t = useTranslations("tags");
  return (
    <Link
      href={taggedListHref(tag.id)}
      title={t("itemsTagged", { name: tag.name })}
      className={`inline-flex min-w-0 shrink-0 items-center rounded-full border border-stone-300 text-stone-700 hover:border-brand-500 hover:bg-brand-50 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 dark:border-stone-700 dark:text-stone-300 dark:hover:border-brand-400 dark:hover:bg-stone-800 dark:hover:text-white ${sizes[size]}`}
    >
      {tag.color && (
        <span
          aria-hidden="true"
          className="size-2 shrink-0 rounded-full"
          style={{ backgroundColor: tag.color }}
        />
      )}
      <span className="truncate">{tag.name}</span>
    </Link>
  );
}
