import type { TagSummaryOut } from "@/lib/schemas/tags";

/** An entity's tags as small chips on one line; the overflow is counted, never wrapped. */
export function EntityTagChips({ tags, max = 3 }: { tags: TagSummaryOut[]; max?: number }) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, max);
  return (
    <ul aria-label="Tags" className="flex min-w-0 flex-nowrap gap-1 overflow-hidden">
      {shown.map((tag) => (
        <li
          key={tag.id}
          className="inline-flex max-w-32 shrink-0 items-center gap-1 truncate rounded-full border border-stone-300 px-2 py-0.5 text-xs text-stone-700 dark:border-stone-700 dark:text-stone-300"
        >
          {tag.color && (
            <span
              aria-hidden="true"
              className="size-2 shrink-0 rounded-full"
              style={{ backgroundColor: tag.color }}
            />
          )}
          <span className="truncate">{tag.name}</span>
        </li>
      ))}
      {tags.length > max && (
        <li className="shrink-0 px-1 text-xs text-stone-600 dark:text-stone-400">+{tags.length - max}</li>
      )}
    </ul>
  );
}
