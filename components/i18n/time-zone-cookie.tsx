"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { readCookie, TIME_ZONE_COOKIE, writeCookie } from "./locale-cookie";

/**
 * Tells the server the browser's time zone, so the times it renders are local. The first visit
 * (or a trip to another zone) renders once more with the right zone.
 */
export function TimeZoneCookie() {
  const router = useRouter();
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || readCookie(TIME_ZONE_COOKIE) === zone) return;
    writeCookie(TIME_ZONE_COOKIE, zone);
    router.refresh();
  }, [router]);
  return null;
}
