/** A chevron that points right when closed and down when open. */
export function ChevronIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      className={`size-4 shrink-0 transition-transform ${open ? "rotate-90" : ""}`}
    >
      <path
        d="M7.5 5 12.5 10l-5 5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Three dots: "more actions". */
export function MoreIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4 shrink-0" fill="currentColor">
      <circle cx="4" cy="10" r="1.6" />
      <circle cx="10" cy="10" r="1.6" />
      <circle cx="16" cy="10" r="1.6" />
    </svg>
  );
}

/** A small box: marks an item's line, so items stand apart from locations. */
export function ItemIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      className="size-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
    >
      <path d="M10 2.5 16.5 6v8L10 17.5 3.5 14V6L10 2.5Z" />
      <path d="M3.5 6 10 9.5 16.5 6M10 9.5v8" />
    </svg>
  );
}
