import { describe, expect, it } from "vitest";
import { createFormats } from "@/lib/i18n/format";
import { reportDocument, reportWords, scopeText } from "./insurance-document";
import { groupSections, type ContainerName, type ReportRow } from "./insurance-sections";

const containers = new Map<string, ContainerName>([
  ["garage", { id: "garage", parentId: null, name: "Garage" }],
  ["shelf", { id: "shelf", parentId: "garage", name: "Regał" }],
]);

const row: ReportRow = {
  id: "drill",
  name: "Bohrmaschine",
  parentId: "shelf",
  manufacturer: "Bosch",
  modelNumber: "GSR 18V",
  serialNumber: "SN-1",
  purchaseDate: new Date("2024-03-01T00:00:00Z"),
  purchasePrice: 1_234_5000n, // 1,234.50
  quantity: 2,
  photoKey: "group/abc",
  documents: [{ type: "receipt", title: "Kassenbon" }],
};

function build(locale: "de" | "en" | "ja", currency: string) {
  const f = createFormats({ locale, currency, timeZone: "UTC", dateFormat: "auto" });
  const t = reportWords(locale);
  const grouped = groupSections(
    [row, { ...row, id: "free", name: "Lampe", purchasePrice: 0n }],
    containers,
    locale,
  );
  return reportDocument(
    t,
    f,
    locale,
    "Zuhause",
    scopeText(t, { label: "all" }),
    grouped,
    new Date("2026-11-27T12:00:00Z"),
  );
}

describe("reportDocument", () => {
  it("writes amounts in the group's currency as the reader's language formats them", () => {
    const doc = build("de", "EUR");
    expect(doc.grandTotal).toEqual(["Wiederbeschaffungswert gesamt", "2.469,00\u00a0€"]);
    const [section] = doc.sections;
    // Polish "ł" as it is (the embedded fonts have it; it was once respelled "l" for WinAnsi).
    expect(section!.heading).toBe("Garage › Regał");
    expect(section!.total).toBe("2.469,00\u00a0€");
    const drill = section!.items.find((item) => item.name === "Bohrmaschine")!;
    expect(drill.value).toBe("2.469,00\u00a0€");
    expect(drill.lines).toEqual([
      "Hersteller: Bosch · Modell: GSR 18V · Seriennummer: SN-1",
      "Gekauft: 01.03.2024 · 1.234,50\u00a0€ × 2",
      "Beleg: Kassenbon",
    ]);
    expect(drill.photo).toBe("drill");
    const lamp = section!.items.find((item) => item.name === "Lampe")!;
    expect(lamp.value).toBe("0,00\u00a0€");
    expect(lamp.photo).toBe("free");
    expect(doc.cover.facts).toContainEqual(["Gegenstände", "2"]);
    expect(doc.cover.note).toContain("EUR");
  });

  it("uses the currency's own minor units and the page template", () => {
    const doc = build("en", "JPY");
    expect(doc.grandTotal[1]).toBe("¥2,469");
    expect(doc.pageLabel).toBe("Page {page}");
    expect(doc.cover.facts).toContainEqual(["Scope", "Whole inventory"]);
  });

  it("writes a Japanese reader's report in Japanese", () => {
    const doc = build("ja", "JPY");
    expect(doc.title).toBe("保険用レポート – Zuhause");
    expect(doc.lang).toBe("ja");
  });
});
