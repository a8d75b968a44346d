import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { insuranceReportPdf, type ReportDocument } from "./insurance-report-pdf.mjs";
import { itemSheetPdf } from "./item-sheet-pdf.mjs";
import type { PdfImage } from "./pdf-stream-writer.mjs";

async function photo(): Promise<PdfImage> {
  const { data, info } = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3a7" } })
    .jpeg()
    .toBuffer({ resolveWithObject: true });
  return { jpeg: data, width: info.width, height: info.height, gray: false };
}

function document(sections: number, itemsEach: number): ReportDocument {
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

async function collect(run: (emit: (bytes: Uint8Array) => void) => Promise<number>) {
  const chunks: Uint8Array[] = [];
  const pages = await run((bytes) => void chunks.push(bytes));
  return { pages, bytes: Buffer.concat(chunks), chunks: chunks.length };
}

describe("insuranceReportPdf", () => {
  it("writes a PDF that loads, asking for each page's photos only", async () => {
    const image = await photo();
    const asked: string[][] = [];
    const { pages, bytes } = await collect((emit) =>
      insuranceReportPdf(
        document(3, 30),
        async (keys) => {
          asked.push(keys);
          return new Map(keys.map((key) => [key, image]));
        },
        emit,
      ),
    );
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(pages);
    // Cover, then 90 items of ~11 per page.
    expect(pages).toBeGreaterThan(8);
    expect(pages).toBeLessThan(14);
    expect(pdf.getTitle()).toBe("Insurance report – Home");
    expect(Math.max(...asked.map((keys) => keys.length))).toBeLessThanOrEqual(12);
    expect(asked.flat()).toHaveLength(45);
    expect(bytes.toString("latin1")).toContain("/DCTDecode");
  });

  it("writes the cover and the empty note for no items", async () => {
    const empty = { ...document(0, 0), grandTotal: ["Total", "$0.00"] as [string, string] };
    const { pages, bytes } = await collect((emit) => insuranceReportPdf(empty, async () => new Map(), emit));
    expect(pages).toBe(2);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
  });
});

describe("itemSheetPdf", () => {
  it("draws one page with photo and QR code; long notes flow onto more pages", async () => {
    const image = await photo();
    const sheet = (notes: string) =>
      collect((emit) =>
        itemSheetPdf(
          {
            title: "Item sheet – Drill",
            lang: "en",
            footer: "Home · Item sheet",
            pageLabel: "Page {page}",
            heading: "Drill",
            subheading: "House › Garage",
            photo: "photo",
            qr: { url: "https://cairn.example/entities/1", caption: ["Asset ID: 000-001", "Scan to open."] },
            facts: [
              ["Manufacturer", "Acme"],
              ["Notes", notes],
            ],
            attachmentsHeading: "Attachments",
            attachments: ["receipt: Invoice"],
          },
          async (keys) => new Map(keys.map((key) => [key, image])),
          emit,
        ),
      );
    const short = await sheet("Fine.");
    expect(short.pages).toBe(1);
    expect((await PDFDocument.load(short.bytes)).getPageCount()).toBe(1);
    const long = await sheet("word ".repeat(4000));
    expect(long.pages).toBeGreaterThan(1);
    expect((await PDFDocument.load(long.bytes)).getPageCount()).toBe(long.pages);
  });
});
