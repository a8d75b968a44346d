import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { createFormats, type Formats } from "@/lib/i18n/format";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import { localeOfRequest } from "@/lib/i18n/negotiate";
import { displayPreferencesFromSettings } from "@/lib/i18n/preferences";

/**
 * The caller's language, date format and time zone for a generated document: their settings, else
 * the language menu's cookie or Accept-Language (what a page would show them).
 */
export async function readerDisplay(
  ctx: TenantContext,
  request: Request,
  currency: string,
): Promise<{ locale: Locale; formats: Formats }> {
  const user = await db().user.findUnique({ where: { id: ctx.userId }, select: { settings: true } });
  let settings: unknown = null;
  try {
    settings = user ? JSON.parse(user.settings) : null;
  } catch {
    settings = null;
  }
  const display = displayPreferencesFromSettings(settings);
  const chosen = display.locale ?? localeOfRequest(request);
  const locale = isLocale(chosen) ? chosen : DEFAULT_LOCALE;
  const formats = createFormats({
    locale,
    currency,
    timeZone: display.timeZone ?? "UTC",
    dateFormat: display.dateFormat ?? "auto",
  });
  return { locale, formats };
}
