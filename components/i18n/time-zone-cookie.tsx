"use client";

import { useEffect } from "react";
import { TIME_ZONE_COOKIE } from "@/lib/i18n/cookie-names";
import { readCookie, writeCookie } from "./locale-cookie";

/**
 * Tells the server the browser's time zone, so the times it renders are local. The first page a
 * browser opens (usually the sign-in page, which shows no times) is rendered in UTC; every later
 * one in the browser's zone. No redraw: it would render the page twice for nothing.
 */
export function TimeZoneCookie() {
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone && readCookie(TIME_ZONE_COOKIE) !== zone) writeCookie(TIME_ZONE_COOKIE, zone);
  }, []);
  return null;
}
