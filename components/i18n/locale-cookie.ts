/** Cookie names shared with lib/i18n/request-locale.ts (which reads them on the server). */
export const LOCALE_COOKIE = "cairn-locale";
export const TIME_ZONE_COOKIE = "cairn-tz";

const YEAR = 365 * 24 * 3600;

export function writeCookie(name: string, value: string | null) {
  document.cookie =
    value === null
      ? `${name}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${YEAR}; SameSite=Lax`;
}

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const found = document.cookie.split("; ").find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}
