/** The app's main sections, in the order the navigation shows them. */
export const NAV_LINKS = [
  { href: "/dashboard", label: "Home" },
  { href: "/entities", label: "Items" },
  { href: "/locations", label: "Locations" },
  { href: "/tags", label: "Tags" },
  { href: "/maintenance", label: "Maintenance" },
  { href: "/scan", label: "Scan" },
  { href: "/settings", label: "Settings" },
] as const;

export function isCurrentSection(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
