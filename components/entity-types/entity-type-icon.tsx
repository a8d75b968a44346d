import type { ReactNode } from "react";

type IconType = { icon?: string; isLocation?: boolean } | undefined | null;

/** Outline paths on a 24 px grid, drawn with the current text colour. */
const GLYPHS: Record<string, ReactNode> = {
  package: (
    <>
      <path d="M4 7.5 12 3l8 4.5v9L12 21l-8-4.5v-9Z" />
      <path d="m4 7.5 8 4.5 8-4.5M12 12v9" />
    </>
  ),
  "map-pin": (
    <>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  home: (
    <>
      <path d="M3.5 10.5 12 3.5l8.5 7" />
      <path d="M5.5 9v11h13V9M10 20v-6h4v6" />
    </>
  ),
  archive: (
    <>
      <rect x="3" y="4" width="18" height="5" rx="1" />
      <path d="M5 9v10h14V9M10 13h4" />
    </>
  ),
  wrench: (
    <path d="M14.5 6.5a4 4 0 0 0 5 5L13 18a2.1 2.1 0 0 1-3-3l6.5-6.5a4 4 0 0 1-2-2Zm0 0L12 4a4 4 0 0 0-5.5 5.5L3 13" />
  ),
  book: (
    <>
      <path d="M5 4.5A1.5 1.5 0 0 1 6.5 3H19v15H6.5A1.5 1.5 0 0 0 5 19.5v-15Z" />
      <path d="M5 19.5A1.5 1.5 0 0 0 6.5 21H19v-3" />
    </>
  ),
  car: (
    <>
      <path d="M4 16v-4l2-5h12l2 5v4H4Z" />
      <path d="M4 12h16" />
      <circle cx="7.5" cy="16.5" r="1.5" />
      <circle cx="16.5" cy="16.5" r="1.5" />
    </>
  ),
  tag: (
    <>
      <path d="M3 12V4h8l10 10-8 8L3 12Z" />
      <circle cx="7.5" cy="8.5" r="1.5" />
    </>
  ),
};

/** Names people (and HomeBox exports) use for the same pictures. */
const ALIASES: Record<string, string> = {
  box: "package",
  item: "package",
  cube: "package",
  location: "map-pin",
  pin: "map-pin",
  place: "map-pin",
  house: "home",
  room: "home",
  shelf: "archive",
  drawer: "archive",
  tool: "wrench",
  tools: "wrench",
  vehicle: "car",
  label: "tag",
};

/** Strips icon-set prefixes ("mdi-", "lucide:") so "mdi-home" and "home" draw the same picture. */
export function glyphName(icon: string): string | undefined {
  const name = icon
    .trim()
    .toLowerCase()
    .replace(/^(mdi|lucide|tabler|heroicons?)[-:]/, "")
    .replace(/-outline$/, "");
  if (GLYPHS[name]) return name;
  return ALIASES[name];
}

/** An emoji (or any picture character) is shown as it is; a word never is. */
export function isPictureText(icon: string): boolean {
  return /\p{Extended_Pictographic}/u.test(icon) && icon.length <= 8;
}

/**
 * An item or location type's `icon` drawn as a picture: an emoji as itself, a known icon name as
 * its outline, anything else as the plain item box or location pin. Decorative: the type's name
 * is always written beside it.
 */
export function EntityTypeIcon({ type, className = "size-5" }: { type: IconType; className?: string }) {
  const icon = type?.icon ?? "";
  if (isPictureText(icon))
    return (
      <span
        aria-hidden="true"
        className={`inline-flex items-center justify-center leading-none ${className}`}
      >
        {icon}
      </span>
    );
  const name = glyphName(icon) ?? (type?.isLocation ? "map-pin" : "package");
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`shrink-0 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {GLYPHS[name]}
    </svg>
  );
}
