/** A short success line after a save, read out by screen readers as it appears. */
export function StatusNote({ text }: { text: string | null }) {
  return (
    <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
      {text}
    </p>
  );
}
