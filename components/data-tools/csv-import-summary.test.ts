import { describe, expect, it } from "vitest";
import { translatorFor } from "@/lib/i18n/translator";

// The CSV import's outcome line is one catalogue message (plural rules per language), replacing a
// helper that built English plurals in code.
describe("the CSV import's summary", () => {
  it("counts in words, naming new locations only when there are some", () => {
    const t = translatorFor("en", "dataTools.csvImport");
    expect(t("importedSummary", { name: "a.csv", created: 2, updated: 1, skipped: 1, locations: 3 })).toBe(
      "Imported a.csv: 2 items created, 1 updated, 1 row skipped (3 new locations).",
    );
    expect(t("importedSummary", { name: "a.csv", created: 1, updated: 0, skipped: 0, locations: 0 })).toBe(
      "Imported a.csv: 1 item created, 0 updated, 0 rows skipped.",
    );
  });

  it("uses the reader's plural forms and digit grouping", () => {
    const t = translatorFor("pl", "dataTools.csvImport");
    expect(t("importedSummary", { name: "a.csv", created: 5, updated: 1200, skipped: 2, locations: 1 })).toBe(
      "Zaimportowano a.csv: utworzono 5 przedmiotów, zaktualizowano 1200, pominięto 2 wiersze (1 nowe miejsce).",
    );
  });
});
