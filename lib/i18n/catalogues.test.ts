// The catalogues stay whole: every language has exactly English's keys, every message parses,
// translations need the same placeholders as English and the plural forms their language has, no
// English is left standing in for a translation, and no key is kept that the code never uses.
// (A key the code uses but English lacks fails `npm run typecheck`: see catalogue-types.ts.)
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { flatten, keysReachedBy, messageArguments, pluralCategories } from "./catalogue-check";
import { LOCALES } from "./locales";
import { readCatalogue } from "./messages";

const root = path.resolve(import.meta.dirname, "..", "..");
const english = flatten(readCatalogue("en", path.join(root, "messages")));

// Words that are the same in a language as in English, on purpose (brand names, loan words).
const SAME_AS_ENGLISH_ALLOWED =
  /^(Cairn|HomeBox|OK|CSV|JSON|QR|PDF|API|URL|ID|E-?mail|Tags?|Notes?|Status|Name|Description|Item|Items|Actions|Total|Logo|Webhook|Discord|Slack|Telegram|Gotify|ntfy|SMTP|OpenID|OIDC|Admin|Details|Info|Export|Import|Label|Labels|Template|Templates|Dashboard|Scanner|Backup|Online|Offline|Filter|Reset|Code|Version|Serial|Modell?|Model|Version)$/i;

function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, into);
    else if (/\.(tsx?|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) into.push(full);
  }
  return into;
}

describe("message catalogues", () => {
  it("has English messages", () => {
    expect(english.size).toBeGreaterThan(0);
  });

  for (const locale of LOCALES.filter((l) => l !== "en")) {
    describe(locale, () => {
      const catalogue = flatten(readCatalogue(locale, path.join(root, "messages")));
      const plurals = new Set<string>(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);

      it("has exactly English's keys", () => {
        expect(
          [...catalogue.keys()].filter((key) => !english.has(key)),
          "keys English lacks",
        ).toEqual([]);
        expect(
          [...english.keys()].filter((key) => !catalogue.has(key)),
          "keys missing",
        ).toEqual([]);
      });

      it("needs the same placeholders as English, with its own plural forms", () => {
        const wrong: string[] = [];
        for (const [key, message] of catalogue) {
          const source = english.get(key);
          if (source === undefined) continue;
          let mine: Map<string, string>;
          try {
            mine = messageArguments(message);
          } catch (error) {
            wrong.push(`${key}: does not parse (${(error as Error).message})`);
            continue;
          }
          const theirs = messageArguments(source);
          const a = JSON.stringify([...mine].sort());
          const b = JSON.stringify([...theirs].sort());
          if (a !== b) wrong.push(`${key}: ${a} ≠ English ${b}`);
          for (const [argument, categories] of pluralCategories(message)) {
            const unknown = categories.filter((category) => !plurals.has(category));
            if (unknown.length)
              wrong.push(`${key}: {${argument}} uses ${unknown.join(", ")}, not a ${locale} plural form`);
          }
        }
        expect(wrong).toEqual([]);
      });

      it("is translated, not English left in place", () => {
        const untranslated = [...catalogue].filter(([key, message]) => {
          const source = english.get(key);
          if (source !== message) return false;
          const words = message
            .replace(/\{[^}]*\}|<[^>]*>|[^\p{L}\s]/gu, " ")
            .trim()
            .split(/\s+/);
          return words.filter((word) => word && !SAME_AS_ENGLISH_ALLOWED.test(word)).length >= 2;
        });
        expect(untranslated.map(([key]) => key)).toEqual([]);
      });
    });
  }

  it("English messages parse and use plural forms English has", () => {
    const wrong: string[] = [];
    for (const [key, message] of english) {
      try {
        messageArguments(message);
        for (const [, categories] of pluralCategories(message))
          if (categories.some((category) => !["one", "other"].includes(category))) wrong.push(key);
      } catch (error) {
        wrong.push(`${key}: ${(error as Error).message}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("keeps no key the code never uses", () => {
    const reached = new Set<string>();
    for (const dir of ["app", "components", "lib", "proxy.ts"].map((d) => path.join(root, d))) {
      const files = dir.endsWith(".ts") ? [dir] : sourceFiles(dir);
      for (const file of files) for (const key of keysReachedBy(readFileSync(file, "utf8"))) reached.add(key);
    }
    expect([...english.keys()].filter((key) => !reached.has(key))).toEqual([]);
  });
});
