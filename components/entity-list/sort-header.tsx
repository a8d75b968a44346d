import type { EntityOrder } from "@/lib/schemas/entity-order";
import type { ShownSort } from "./list-params";

type SortHeaderProps = {
  label: string;
  column: EntityOrder;
  sort: ShownSort;
  onSort: (column: EntityOrder) => void;
  className?: string;
  /** Numbers are right-aligned, and so is their header's arrow. */
  alignEnd?: boolean;
};

/**
 * A column header that sorts the list by its column: a click sorts, a second click turns the
 * direction. `aria-sort` tells screen readers the sorted column and its direction.
 */
export function SortHeader({
  label,
  column,
  sort,
  onSort,
  className = "",
  alignEnd = false,
}: SortHeaderProps) {
  const active = sort.by === column;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : "none"}
      className={className}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={`inline-flex max-w-full items-center gap-1 rounded uppercase hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-white ${alignEnd ? "flex-row-reverse" : ""} ${active ? "text-stone-900 dark:text-stone-100" : ""}`}
      >
        <span className="truncate">{label}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 12 12"
          className={`size-3 shrink-0 ${active ? "" : "opacity-0"}`}
          fill="currentColor"
        >
          {active && sort.dir === "desc" ? <path d="M6 9 2 4h8Z" /> : <path d="M6 3 2 8h8Z" />}
        </svg>
      </button>
    </th>
  );
}
