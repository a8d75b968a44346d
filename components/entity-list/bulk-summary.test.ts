import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import type { EntitySummary } from "@/lib/schemas/entities";
import { undoSummaryText } from "@/components/undo/use-undo-summary";
import type { CatalogueMessages } from "@/lib/i18n/catalogue-types";
import { createFormats } from "@/lib/i18n/format";
import { readCatalogue } from "@/lib/i18n/messages";
import { bulkSummaryText, progressLine } from "./bulk-summary";
import type { BulkAction, BulkResult } from "./bulk-types";

function inLanguage(locale: "en" | "de" | "pl") {
  const t = createTranslator({
    locale,
    messages: readCatalogue(locale) as CatalogueMessages,
    namespace: "entityList.bulk",
  });
  const f = createFormats({ locale, currency: "EUR", dateFormat: "auto", timeZone: "UTC" });
  return {
    summary: (result: BulkResult) => bulkSummaryText(t, f, result),
    progress: (action: BulkAction, done: number, total: number) => progressLine(t, f, action, done, total),
  };
}
const { summary: bulkSummary, progress: progressText } = inLanguage("en");

const item = (name: string) => ({ id: name, name }) as EntitySummary;

describe("bulk and undo summaries", () => {
  it("names the one item, counts several, and says which way archive went", () => {
    const archive = { kind: "archive", archived: true } as const;
    expect(bulkSummary({ action: archive, outcomes: [{ item: item("Kettle"), ok: true }] })).toBe(
      "Archived “Kettle”.",
    );
    expect(
      bulkSummary({
        action: { kind: "archive", archived: false },
        outcomes: [
          { item: item("A"), ok: true },
          { item: item("B"), ok: true },
        ],
      }),
    ).toBe("Unarchived 2 items.");
    expect(
      bulkSummary({
        action: { kind: "move", parentId: "p", parentName: "Attic" },
        outcomes: [
          { item: item("A"), ok: true },
          { item: item("B"), ok: false, error: "nope" },
        ],
      }),
    ).toBe("Moved 1 of 2 items to Attic; 1 failed.");
    expect(progressText({ kind: "delete" }, 1, 3)).toBe("Deleting… 1 of 3");
  });

  it("speaks the reader's language, with its plural forms", () => {
    const many = Array.from({ length: 1200 }, (_, index) => ({ item: item(`#${index}`), ok: true as const }));
    expect(inLanguage("de").summary({ action: { kind: "delete" }, outcomes: many })).toBe(
      "1.200 Gegenstände gelöscht.",
    );
    expect(
      inLanguage("pl").summary({ action: { kind: "archive", archived: true }, outcomes: many.slice(0, 3) }),
    ).toBe("Zarchiwizowano 3 przedmioty.");
  });

  it("says what an undo could not put back, and why", () => {
    const t = createTranslator({
      locale: "en",
      messages: readCatalogue("en") as CatalogueMessages,
      namespace: "undo",
    });
    const undoSummary = (outcomes: Parameters<typeof undoSummaryText>[1]) => undoSummaryText(t, outcomes);
    expect(undoSummary([{ item: item("A"), ok: true }])).toBe("Undone.");
    expect(
      undoSummary([
        { item: item("A"), ok: false, error: "changed by someone else since, so it stays as it is." },
      ]),
    ).toBe("Not undone. “A”: changed by someone else since, so it stays as it is.");
    expect(
      undoSummary([
        { item: item("A"), ok: true },
        { item: item("B"), ok: false, error: "gone." },
      ]),
    ).toBe("Undid 1 of 2. “B”: gone.");
  });
});
