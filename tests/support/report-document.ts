import type { ReportDocument } from "@/lib/reports/insurance-report-pdf.mjs";

/**
 * A report document for unit tests: `sections` rooms of `itemsEach` items; every second item has a
 * photo, keyed `p<section>-<item>`.
 */
export function reportDocument(sections: number, itemsEach: number): ReportDocument {
  return {
    title: "Insurance report – Home",
    lang: "en",
    footer: "Home · Insurance report",
    pageLabel: "Page {page}",
    continued: "(continued)",
    empty: "No items in this scope.",
    cover: {
      heading: "Insurance report",
      subheading: "Home",
      facts: [["Items", String(sections * itemsEach)]],
      note: "Replacement value is purchase price × quantity.",
      summaryHeading: "Summary",
      summaryColumns: ["Where", "Items", "Subtotal"],
      summary: Array.from({ length: sections }, (_, s) => [`Room ${s}`, String(itemsEach), "$1.00"]),
    },
    sections: Array.from({ length: sections }, (_, s) => ({
      heading: `House › Room ${s}`,
      totalLabel: "Subtotal",
      total: "$1.00",
      items: Array.from({ length: itemsEach }, (_, i) => ({
        name: `Ünïcode ✓ 漢字 item ${s}-${i}`,
        lines: ["Manufacturer: Acme", "Purchased: Jan 1, 2024 · $1.00 × 1"],
        value: "$1.00",
        photo: i % 2 ? `p${s}-${i}` : null,
      })),
    })),
    grandTotal: ["Total replacement value", "$9,999.00"],
  };
}
