import { LOCALE_COOKIE } from "./cookie-names";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";

/**
 * The best of our languages for an Accept-Language header ("de-CH,de;q=0.9,en;q=0.8"): an exact
 * tag first, then the same language in another region ("pt-PT" → "pt-BR", "de-AT" → "de").
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const wanted = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of wanted) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag);
    if (exact) return exact;
    const language = tag.split("-")[0];
    const sameLanguage = LOCALES.find((locale) => locale.split("-")[0]!.toLowerCase() === language);
    if (sameLanguage) return sameLanguage;
  }
  return DEFAULT_LOCALE;
}

/**
 * The language of an API request that has no signed-in user yet (sign-up): the language menu's
 * cookie, else Accept-Language, else English. HomeBox clients send neither and get English.
 */
export function localeOfRequest(request: Request): Locale {
  const cookie = request.headers
    .get("cookie")
    ?.split(/;\s*/)
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  const chosen = LOCALES.find((locale) => locale === decodeURIComponent(cookie ?? ""));
  return chosen ?? negotiateLocale(request.headers.get("accept-language"));
}
