/** Placeholder while a dashboard panel's figures are still being summed (the page streams them in). */
export function PanelSkeleton({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div role="status" aria-label={label} className="animate-pulse space-y-2.5">
      {Array.from({ length: lines }, (_, index) => (
        <div
          key={index}
          className="h-4 rounded bg-stone-100 dark:bg-stone-800"
          style={{ width: `${90 - index * 15}%` }}
        />
      ))}
    </div>
  );
}
