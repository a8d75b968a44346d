import { cookies, headers } from "next/headers";
import { cache } from "react";
import { currentUser } from "@/lib/auth/current-user";
import { LOCALE_COOKIE, TIME_ZONE_COOKIE } from "./cookie-names";
import { createFormats } from "./format";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";
import { negotiateLocale } from "./negotiate";
import { isTimeZone, type DisplayPreferences } from "./preferences";

export type RequestDisplay = {
  locale: Locale;
  timeZone: string;
  preferences: DisplayPreferences;
};

/**
 * The reader's language and time zone for this request: the user's setting, else the cookie the
 * language menu set, else the browser's Accept-Language, else English. Cached per request.
 */
export const requestDisplay = cache(async (): Promise<RequestDisplay> => {
  const user = await currentUser();
  const preferences = user?.display ?? {};
  const jar = await cookies();
  const cookieLocale = jar.get(LOCALE_COOKIE)?.value;
  const locale =
    preferences.locale ??
    (isLocale(cookieLocale) ? cookieLocale : negotiateLocale((await headers()).get("accept-language")));
  const cookieZone = jar.get(TIME_ZONE_COOKIE)?.value;
  const timeZone = preferences.timeZone ?? (cookieZone && isTimeZone(cookieZone) ? cookieZone : "UTC");
  return { locale: locale ?? DEFAULT_LOCALE, timeZone, preferences };
});

/** Formats for a server component; `currency` is the group's. */
export async function getFormats(currency: string) {
  const { locale, timeZone, preferences } = await requestDisplay();
  return createFormats({ locale, currency, timeZone, dateFormat: preferences.dateFormat ?? "auto" });
}
