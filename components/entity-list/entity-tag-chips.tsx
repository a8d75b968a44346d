import { useTranslations } from "next-intl";
import { useFormats } from "@/components/i18n/formats-provider";
import { TagChip } from "@/components/tags/tag-chip";
import type { TagSummaryOut } from "@/lib/schemas/tags";

/** An item's tags as small chips (links to the list filtered by each) on one line; the overflow is counted, never wrapped. */
export function EntityTagChips({ tags, max = 3 }: { tags: TagSummaryOut[]; max?: number }) {
  const t = useTranslations("entityList.rows");
  const f = useFormats();
  if (tags.length === 0) return null;
  const shown = tags.slice(0, max);
  return (
    <ul aria-label={t("tags")} className="flex min-w-0 flex-nowrap gap-1 overflow-hidden">
      {shown.map((tag) => (
        <li key={tag.id} className="flex min-w-0 shrink-0">
          <TagChip tag={tag} />
        </li>
      ))}
      {tags.length > max && (
        <li className="shrink-0 px-1 text-xs text-stone-600 dark:text-stone-400">
          {t("moreTags", { count: f.count(tags.length - max) })}
        </li>
      )}
    </ul>
  );
}
