import type { ReactNode } from "react";

export type DetailRow = { label: string; value: ReactNode };

/**
 * A titled card of label/value rows; rows without a value are left out by the caller. The id is
 * given, not made from the title: a translated title may have no Latin letters at all.
 */
export function DetailSection({ id, title, rows }: { id: string; title: string; rows: DetailRow[] }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-800 dark:bg-stone-900/60"
    >
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[minmax(8rem,auto)_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-sm text-stone-500 dark:text-stone-400">{row.label}</dt>
            <dd className="-mt-2.5 text-sm break-words whitespace-pre-line text-stone-900 sm:mt-0 dark:text-stone-100">
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
