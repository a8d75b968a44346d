import { execFileSync } from "node:child_process";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { reportDocument as document } from "@/tests/support/report-document";
import { insuranceReportPdf, type ReportDocument } from "./insurance-report-pdf.mjs";
import { itemSheetPdf } from "./item-sheet-pdf.mjs";
import type { PdfImage } from "./pdf-stream-writer.mjs";

async function photo(): Promise<PdfImage> {
  const { data, info } = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3a7" } })
    .jpeg()
    .toBuffer({ resolveWithObject: true });
  return { jpeg: data, width: info.width, height: info.height, gray: false };
}

/** The text a reader's search finds (poppler's pdftotext, through the fonts' ToUnicode maps). */
const pdfText = (bytes: Buffer) =>
  execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: bytes }).toString("utf8");
/** The fonts poppler finds: name, type, encoding, embedded, subset, … */
const pdfFonts = (bytes: Buffer) => execFileSync("pdffonts", ["-"], { input: bytes }).toString("utf8");

const SCRIPTS = [
  "東京の倉庫 本棚",
  "Zażółć gęślą jaźń",
  "Пылесос Дайсон",
  "Φωτογραφική μηχανή",
  "노트북 컴퓨터",
  "笔记本电脑",
];

/** A Japanese reader's report of one section holding names in four scripts. */
function japaneseDocument(): ReportDocument {
  return {
    ...document(0, 0),
    title: "保険用レポート – ホーム",
    lang: "ja",
    footer: "ホーム · 保険用レポート",
    pageLabel: "{page} ページ",
    cover: {
      heading: "保険用レポート",
      subheading: "ホーム",
      facts: [["品目", "4"]],
      note: "再調達価額は購入価格 × 数量です。",
      summaryHeading: "概要",
      summaryColumns: ["場所", "品目", "小計"],
      summary: [["家 › 東京の倉庫", "4", "¥4,000"]],
    },
    sections: [
      {
        heading: "家 › 東京の倉庫",
        totalLabel: "小計",
        total: "¥4,000",
        items: SCRIPTS.map((name) => ({
          name,
          lines: ["メーカー: ソニー", "購入日: 2024/01/01 · ¥1,000 × 1"],
          value: "¥1,000",
          photo: null,
        })),
      },
    ],
    grandTotal: ["合計", "¥4,000"],
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

describe("insuranceReportPdf fonts", () => {
  it("draws Japanese words and names in any script as searchable text in embedded subsets", async () => {
    const { bytes } = await collect((emit) =>
      insuranceReportPdf(japaneseDocument(), async () => new Map(), emit),
    );
    const text = pdfText(bytes);
    for (const shown of [
      "保険用レポート",
      "再調達価額は購入価格 × 数量です。",
      "家 › 東京の倉庫",
      "¥4,000",
      ...SCRIPTS,
    ]) {
      expect(text).toContain(shown);
    }
    const fonts = pdfFonts(bytes);
    expect(fonts).toMatch(/[A-Z]{6}\+DroidSansFallback +CID TrueType +Identity-H +yes yes yes/);
    expect(fonts).toMatch(/[A-Z]{6}\+LiberationSans +CID TrueType +Identity-H +yes yes yes/);
    expect(fonts).toMatch(/[A-Z]{6}\+LiberationSans-Bold +CID TrueType/);
    expect(fonts).toMatch(/[A-Z]{6}\+NanumSquareR +CID TrueType/);
    expect(fonts).not.toContain("Helvetica");
  });

  it("embeds no CJK face in a Latin-only report, and only the glyphs used", async () => {
    const latin = {
      ...document(1, 3),
      sections: document(1, 3).sections.map((s) => ({
        ...s,
        items: s.items.map((i) => ({ ...i, name: "Łódź drill" })),
      })),
    };
    const { bytes } = await collect((emit) => insuranceReportPdf(latin, async () => new Map(), emit));
    expect(pdfText(bytes)).toContain("Łódź drill");
    const fonts = pdfFonts(bytes);
    expect(fonts).not.toContain("Droid");
    expect(fonts).not.toContain("Nanum");
    expect(fonts).toMatch(/[A-Z]{6}\+LiberationSans /);
    // The regular face alone is 410 kB; its subset for a few dozen letters is a few kB.
    expect(bytes.byteLength).toBeLessThan(60_000);
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
    expect(pdfFonts(short.bytes)).not.toContain("Droid");
    expect(long.pages).toBeGreaterThan(1);
    expect((await PDFDocument.load(long.bytes)).getPageCount()).toBe(long.pages);
  });
});

describe("itemSheetPdf fonts", () => {
  it("draws a Japanese reader's sheet of an item with a Polish name in a Japanese place", async () => {
    const chunks: Uint8Array[] = [];
    await itemSheetPdf(
      {
        title: "アイテムシート – Zażółć gęślą jaźń",
        lang: "ja",
        footer: "ホーム · アイテムシート",
        pageLabel: "{page} ページ",
        heading: "Zażółć gęślą jaźń",
        subheading: "家 › 東京の倉庫",
        photo: null,
        qr: { url: "https://cairn.example/entities/1", caption: ["資産ID: 000-001"] },
        facts: [
          ["メーカー", "Пылесос"],
          ["メモ", "Φωτογραφική μηχανή"],
        ],
        attachmentsHeading: "添付ファイル",
        attachments: ["領収書: 東京"],
      },
      async () => new Map(),
      (bytes) => void chunks.push(bytes),
    );
    const bytes = Buffer.concat(chunks);
    const text = pdfText(bytes);
    for (const shown of [
      "Zażółć gęślą jaźń",
      "家 › 東京の倉庫",
      "資産ID: 000-001",
      "Пылесос",
      "Φωτογραφική μηχανή",
      "添付ファイル",
    ]) {
      expect(text).toContain(shown);
    }
    expect(pdfFonts(bytes)).toMatch(/[A-Z]{6}\+DroidSansFallback/);
    expect((await PDFDocument.load(bytes)).getTitle()).toBe("アイテムシート – Zażółć gęślą jaźń");
  });
});
