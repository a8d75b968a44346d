import { isLocale, type Locale } from "@/lib/i18n/locales";
import { negotiateLocale } from "@/lib/i18n/negotiate";
import { LOCALE_COOKIE } from "@/lib/i18n/request-locale";

/**
 * The language of the page that sent a request: the language menu's cookie, else the browser's
 * Accept-Language, else English. For words sent on the request's behalf to someone not signed in.
 */
export function askerLocale(request: Request): Locale {
  const cookie = request.headers
    .get("cookie")
    ?.split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  const chosen = cookie ? decodeURIComponent(cookie) : undefined;
  return isLocale(chosen) ? chosen : negotiateLocale(request.headers.get("accept-language"));
}
