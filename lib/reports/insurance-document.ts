import type { Formats } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import { numberFromMinor } from "@/lib/money";
import type { ReportDocument } from "./insurance-report-pdf.mjs";
import { replacementValue, type ReportRow, type ReportSections } from "./insurance-sections";

export type Scope = { label: "all" | "location" | "tag" | "both"; location?: string; tag?: string };

/** The report's own words in the reader's language (the PDF's fonts cover every locale's script). */
export function reportWords(locale: Locale) {
  return translatorFor(locale, "report");
}

type Words = ReturnType<typeof reportWords>;

export function scopeText(t: Words, scope: Scope): string {
  const location = scope.location ? t("scopeLocation", { name: scope.location }) : "";
  const tag = scope.tag ? t("scopeTag", { name: scope.tag }) : "";
  return [location, tag].filter(Boolean).join(" · ") || t("scopeAll");
}

const money = (f: Formats, minor: bigint) => f.money(numberFromMinor(minor));

/** The detail lines under an item's name: make and numbers, purchase, documents. */
function itemLines(t: Words, f: Formats, row: ReportRow): string[] {
  const make = [
    row.manufacturer && `${t("manufacturer")}: ${row.manufacturer}`,
    row.modelNumber && `${t("model")}: ${row.modelNumber}`,
    row.serialNumber && `${t("serial")}: ${row.serialNumber}`,
  ].filter(Boolean);
  const price = row.purchasePrice
    ? t("priceTimesQuantity", { price: money(f, row.purchasePrice), quantity: f.count(row.quantity) })
    : `${t("noPrice")} · ${t("quantity")}: ${f.count(row.quantity)}`;
  const purchase = [
    row.purchaseDate ? `${t("purchased")}: ${f.day(row.purchaseDate.toISOString())}` : "",
    price,
  ]
    .filter(Boolean)
    .join(" · ");
  const documents = row.documents.map(
    (document) => `${document.type === "receipt" ? t("receipt") : t("warranty")}: ${document.title || "—"}`,
  );
  return [make.join(" · "), purchase, documents.join(" · ")].filter(Boolean);
}

/** Every word and figure of the report, for the worker to lay out. */
export function reportDocument(
  t: Words,
  f: Formats,
  lang: string,
  groupName: string,
  scope: string,
  grouped: ReportSections,
  now: Date,
): ReportDocument {
  const heading = (path: string[]) => (path.length > 0 ? path.join(" › ") : t("noLocation"));
  const total = money(f, grouped.total);
  return {
    title: `${t("title")} – ${groupName}`,
    lang,
    footer: `${groupName} · ${t("title")} · ${scope} · ${f.dateTime(now)}`,
    pageLabel: t("page", { page: "{page}" }),
    continued: t("continued"),
    empty: t("empty"),
    cover: {
      heading: t("title"),
      subheading: groupName,
      facts: [
        [t("created"), f.dateTime(now)],
        [t("scope"), scope],
        [t("items"), f.count(grouped.items)],
        [t("totalValue"), total],
      ],
      note: t("definition", { currency: f.currency }),
      summaryHeading: t("summary"),
      summaryColumns: [t("location"), t("items"), t("subtotal")],
      summary: grouped.sections.map((section) => [
        heading(section.path),
        f.count(section.rows.length),
        money(f, section.total),
      ]),
    },
    sections: grouped.sections.map((section) => ({
      heading: heading(section.path),
      totalLabel: t("subtotal"),
      total: money(f, section.total),
      items: section.rows.map((row) => ({
        name: row.name,
        lines: itemLines(t, f, row),
        value: money(f, replacementValue(row)),
        photo: row.photoKey ? row.id : null,
      })),
    })),
    grandTotal: [t("totalValue"), total],
  };
}
