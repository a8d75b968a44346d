import type { ReactNode } from "react";

type DashboardCardProps = { id: string; title: string; action?: ReactNode; children: ReactNode };

/** A titled panel of the dashboard; its heading names the region for screen-reader navigation. */
export function DashboardCard({ id, title, action, children }: DashboardCardProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-xs sm:p-5 dark:border-stone-800 dark:bg-stone-900"
    >
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The quiet line a list shows when it has nothing in it. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="text-sm text-stone-500 dark:text-stone-400">{children}</p>;
}
