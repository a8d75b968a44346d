const rules = new Intl.PluralRules("en");

/** Nouns whose plural is not the singular plus "s". */
const IRREGULAR: Record<string, string> = { entry: "entries", box: "boxes", match: "matches" };

/**
 * "1 item", "2 items", "1,204 locations": a count with its noun in the right number, the one
 * place the interface makes plurals.
 */
export function plural(count: number, noun: string, pluralNoun?: string): string {
  const word = rules.select(count) === "one" ? noun : (pluralNoun ?? IRREGULAR[noun] ?? `${noun}s`);
  return `${count.toLocaleString("en")} ${word}`;
}
