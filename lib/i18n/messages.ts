import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import compile from "icu-minify/compile";
import { DEFAULT_LOCALE, type Locale } from "./locales";

/**
 * The catalogues: messages/<locale>/<namespace>.json, one file per namespace so features keep their
 * words apart. Read once per language and kept; a few hundred kB for all ten.
 */
export const MESSAGES_DIR = path.join(process.cwd(), "messages");

export type Messages = Record<string, Record<string, unknown>>;

const loaded = new Map<Locale, Messages>();

let english: Messages | null = null;
/** English as written (before compiling), read once: each other language falls back to it. */
const englishText = () => (english ??= readCatalogue(DEFAULT_LOCALE));

export function readCatalogue(locale: Locale, dir = MESSAGES_DIR): Messages {
  const folder = path.join(dir, locale);
  const messages: Messages = {};
  for (const file of readdirSync(folder).sort()) {
    if (!file.endsWith(".json")) continue;
    messages[file.slice(0, -".json".length)] = JSON.parse(readFileSync(path.join(folder, file), "utf8"));
  }
  return messages;
}

export function messagesFor(locale: Locale): Messages {
  let messages = loaded.get(locale);
  if (!messages) {
    // A catalogue still missing a key (while a language is being written) shows English for it.
    messages = locale === DEFAULT_LOCALE ? englishText() : withFallback(readCatalogue(locale), englishText());
    // Inside the Next.js server, next-intl formats with the parser-less formatter
    // (next.config.mjs): it takes the messages compiled. Elsewhere (tests, scripts) they stay text.
    if (process.env.NEXT_RUNTIME) messages = compiled(messages) as Messages;
    loaded.set(locale, messages);
  }
  return messages;
}

function compiled(value: unknown): unknown {
  // Through JSON: the compiler makes null-prototype objects, which React cannot hand to the browser.
  if (typeof value === "string") return JSON.parse(JSON.stringify(compile(value)));
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, compiled(child)]));
}

function withFallback<T extends Record<string, unknown>>(messages: T, fallback: T): T {
  const merged: Record<string, unknown> = { ...fallback };
  for (const [key, value] of Object.entries(messages)) {
    const base = fallback[key];
    merged[key] =
      value && typeof value === "object" && base && typeof base === "object"
        ? withFallback(value as Record<string, unknown>, base as Record<string, unknown>)
        : value;
  }
  return merged as T;
}
