"use client";

import { usePathname } from "next/navigation";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { isCurrentSection } from "./nav-links";

type SectionOverride = { pathname: string; href: string } | null;

const NavSectionContext = createContext<{
  override: SectionOverride;
  setOverride: (override: SectionOverride) => void;
}>({ override: null, setOverride: () => {} });

/** Holds the section a page says it belongs to when its address alone does not tell. */
export function NavSectionProvider({ children }: { children: ReactNode }) {
  const [override, setOverride] = useState<SectionOverride>(null);
  return <NavSectionContext value={{ override, setOverride }}>{children}</NavSectionContext>;
}

/**
 * Put on a page whose address is shared by two sections: /entities/{id} is an item (Items) or a
 * location (Locations), and only the page knows which.
 */
export function NavSection({ href }: { href: string }) {
  const pathname = usePathname();
  const { setOverride } = useContext(NavSectionContext);
  useEffect(() => {
    setOverride({ pathname, href });
    return () => setOverride(null);
  }, [pathname, href, setOverride]);
  return null;
}

/** Whether the nav link to `href` is the section of the page shown. */
export function useIsCurrentSection(): (href: string) => boolean {
  const pathname = usePathname();
  const { override } = useContext(NavSectionContext);
  // An override left from the page before (during navigation) does not count.
  const section = override?.pathname === pathname ? override.href : null;
  return (href) => (section ? section === href : isCurrentSection(pathname, href));
}
