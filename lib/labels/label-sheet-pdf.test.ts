import { execFileSync } from "node:child_process";
import { inflateSync } from "node:zlib";
import { PDFArray, PDFDocument, PDFRawStream, PDFRef } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { LabelEntity } from "./label-entities";
import { labelSheetPdf } from "./label-sheet-pdf.mjs";
import { mm, SHEET_TEMPLATES } from "./sheet-templates";

const entity = (n: number): LabelEntity => ({
  id: `id-${n}`,
  name: n % 2 ? `Box ${n}` : `Ünïcode ✓ 漢字 and a rather long name for box number ${n}`,
  assetId: `000-${String(n).padStart(3, "0")}`,
  location: n % 3 ? "Garage" : null,
});
const labels = (count: number) =>
  Array.from({ length: count }, (_, n) => ({
    entity: entity(n + 1),
    url: `https://x.example/entities/${n}`,
  }));

describe("labelSheetPdf", () => {
  it("fills A4 sheets of 65, with the page size of the template", async () => {
    const bytes = await labelSheetPdf(labels(70), SHEET_TEMPLATES["avery-l7651"]);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(2);
    const { width, height } = pdf.getPage(0).getSize();
    expect(width).toBeCloseTo(mm(210), 1);
    expect(height).toBeCloseTo(mm(297), 1);
  });

  it("makes one page per label on the roll, and skips used slots of a sheet", async () => {
    const roll = await PDFDocument.load(await labelSheetPdf(labels(3), SHEET_TEMPLATES["roll-62mm"]));
    expect(roll.getPageCount()).toBe(3);
    expect(roll.getPage(2).getSize().width).toBeCloseTo(mm(62), 1);
    const letter = await PDFDocument.load(await labelSheetPdf(labels(5), SHEET_TEMPLATES["avery-5160"], 28));
    expect(letter.getPageCount()).toBe(2);
  });

  it("lays out 500 labels on 8 sheets", async () => {
    const bytes = await labelSheetPdf(labels(500), SHEET_TEMPLATES["avery-l7651"]);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(8);
  });

  it("writes each page's QR codes as one stream of plain operators, one filled path per label", async () => {
    const pdf = await PDFDocument.load(await labelSheetPdf(labels(70), SHEET_TEMPLATES["avery-l7651"]));
    const streams = pdf.getPages().map((page) => {
      const contents = page.node.Contents();
      const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
      const last = pdf.context.lookup(refs.at(-1) as PDFRef);
      return inflateSync((last as PDFRawStream).getContents()).toString();
    });
    expect(streams.map((text) => text.match(/^q 0 0 0 rg [\d. -]+ cm$/gm)?.length)).toEqual([65, 5]);
    expect(streams.map((text) => text.match(/^f Q$/gm)?.length)).toEqual([65, 5]);
  });
});

describe("labelSheetPdf fonts", () => {
  const text = (bytes: Uint8Array) =>
    execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: Buffer.from(bytes) }).toString("utf8");
  const fonts = (bytes: Uint8Array) =>
    execFileSync("pdffonts", ["-"], { input: Buffer.from(bytes) }).toString("utf8");
  const label = (name: string, location: string) => ({
    entity: { id: name, name, assetId: "000-001", location },
    url: "https://x.example/entities/1",
  });

  it("prints names and places in any script, searchable, from embedded subsets", async () => {
    const bytes = await labelSheetPdf(
      [
        label("電動ドリル", "東京の倉庫"),
        label("Zażółć gęślą jaźń", "Пылесос"),
        label("노트북", "Φωτογραφική"),
      ],
      SHEET_TEMPLATES["avery-l7651"],
    );
    // Names wrap onto lines of their own on these small labels: compared without the line breaks.
    const shown = text(bytes).replace(/\s+/g, "");
    for (const name of [
      "電動ドリル",
      "東京の倉庫",
      "Zażółć gęślą jaźń",
      "Пылесос",
      "노트북",
      "Φωτογραφική",
    ]) {
      expect(shown).toContain(name.replace(/\s+/g, ""));
    }
    const listed = fonts(bytes);
    expect(listed).toMatch(/[A-Z]{6}\+DroidSansFallback/);
    expect(listed).toMatch(/[A-Z]{6}\+NanumSquareR/);
    expect(listed).toMatch(/[A-Z]{6}\+LiberationSans-Bold +CID TrueType +Identity-H +yes yes yes/);
    expect(listed).not.toContain("Helvetica");
  });

  it("embeds no CJK face for Latin labels", async () => {
    const listed = fonts(
      await labelSheetPdf([label("Łódź drill", "Garage")], SHEET_TEMPLATES["avery-l7651"]),
    );
    expect(listed).not.toMatch(/Droid|Nanum/);
  });
});
