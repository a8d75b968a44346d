type CairnMarkProps = { className?: string };

/** Three stacked stones: a cairn marks where things are. */
export function CairnMark({ className }: CairnMarkProps) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <ellipse cx="16" cy="25.5" rx="13" ry="4.5" fill="currentColor" opacity="0.5" />
      <ellipse cx="15" cy="17" rx="9" ry="3.8" fill="currentColor" opacity="0.75" />
      <ellipse cx="16.5" cy="9.6" rx="5.5" ry="3.2" fill="currentColor" />
    </svg>
  );
}

export function CairnWordmark() {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-semibold tracking-tight">
      <CairnMark className="size-7 text-brand-600 dark:text-brand-400" />
      Cairn
    </span>
  );
}
