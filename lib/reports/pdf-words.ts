import type { Locale } from "@/lib/i18n/locales";

/**
 * The report's PDF uses the standard Helvetica faces (WinAnsi: Western European letters only), so
 * a language written in other scripts gets the report's own words in English, while its dates and
 * amounts keep the reader's format (Japanese dates and yen amounts are written in Latin digits).
 */
export function pdfWordsLocale(locale: Locale): Locale {
  return locale === "ja" ? "en" : locale;
}

/** Letters WinAnsi lacks that do not lose an accent by decomposition (Polish ł, Croatian đ, …). */
const PLAIN: Record<string, string> = { ł: "l", Ł: "L", đ: "d", Đ: "D", ħ: "h", Ħ: "H", ı: "i" };

/** Text prepared for WinAnsi: the few letters above spelled plainly; the rest is the PDF side's job. */
export function winAnsiFriendly(text: string): string {
  return text.replace(/[łŁđĐħĦı]/g, (char) => PLAIN[char] ?? char);
}
