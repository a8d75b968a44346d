/**
 * The interface languages. English is the source language: every other catalogue has exactly its
 * keys. Adding a language: docs/translating.md.
 */
export const LOCALES = ["en", "de", "fr", "es", "it", "nl", "pt-BR", "pl", "sv", "ja"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language's own name for itself, as the language menu shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  it: "Italiano",
  nl: "Nederlands",
  "pt-BR": "Português (Brasil)",
  pl: "Polski",
  sv: "Svenska",
  ja: "日本語",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

// Scripts written right to left; none of the ten is, but a new catalogue in one of them just works.
const RIGHT_TO_LEFT = new Set(["ar", "fa", "he", "ur", "ps", "sd", "ug", "yi", "dv", "ckb"]);

export function textDirection(locale: string): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.has(locale.split("-")[0]!.toLowerCase()) ? "rtl" : "ltr";
}
