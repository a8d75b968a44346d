/**
 * The app's main sections, in the order the navigation shows them. `section` names the entry's
 * label in the appShell catalogue (nav.link).
 */
export const NAV_LINKS = [
  { href: "/dashboard", section: "home" },
  { href: "/entities", section: "items" },
  { href: "/locations", section: "locations" },
  { href: "/tags", section: "tags" },
  { href: "/maintenance", section: "maintenance" },
  { href: "/borrowers", section: "lending" },
  { href: "/stock", section: "stock" },
  { href: "/scan", section: "scan" },
  { href: "/settings", section: "settings" },
] as const;

export function isCurrentSection(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
