import { PDFDocument, StandardFonts, type PDFFont } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { blockHeight, layoutLabelText } from "./label-text-layout.mjs";
import { encodableText, truncateToWidth, wrapText } from "./pdf-text.mjs";

let regular: PDFFont;
let bold: PDFFont;
beforeAll(async () => {
  const pdf = await PDFDocument.create();
  regular = await pdf.embedFont(StandardFonts.Helvetica);
  bold = await pdf.embedFont(StandardFonts.HelveticaBold);
});

describe("PDF label text", () => {
  it("keeps what WinAnsi holds, strips accents it lacks, replaces the rest", () => {
    expect(encodableText("Müller  Café €5", regular)).toBe("Müller Café €5");
    expect(encodableText("Łódź ő 漢", regular)).toBe("?ódz o ?");
  });

  it("truncates to a width with an ellipsis", () => {
    const text = "A very long shelf name that cannot fit";
    const cut = truncateToWidth(text, regular, 8, 60);
    expect(cut.endsWith("…")).toBe(true);
    expect(regular.widthOfTextAtSize(cut, 8)).toBeLessThanOrEqual(60);
    expect(truncateToWidth("Short", regular, 8, 60)).toBe("Short");
  });

  it("wraps words, breaks a word longer than the line, and cuts after the last line", () => {
    const { lines } = wrapText("alpha beta gamma", regular, 10, 60, 3);
    expect(lines.join(" ")).toBe("alpha beta gamma");
    expect(lines.every((line) => regular.widthOfTextAtSize(line, 10) <= 60)).toBe(true);
    const long = wrapText("x".repeat(80), regular, 10, 50, 2);
    expect(long.truncated).toBe(true);
    expect(long.lines).toHaveLength(2);
    expect(long.lines[1]!.endsWith("…")).toBe(true);
  });

  it("fits name and details into the box, shrinking the type as needed", () => {
    const fonts = { regular, bold };
    for (const name of ["TV", "Cordless drill with two batteries and a charger in a case"]) {
      const lines = layoutLabelText(name, ["000-001", "Garage"], fonts, 45, 54);
      expect(blockHeight(lines)).toBeLessThanOrEqual(54);
      for (const line of lines)
        expect(line.font.widthOfTextAtSize(line.text, line.size)).toBeLessThanOrEqual(45);
      expect(lines.map((line) => line.text)).toEqual(expect.arrayContaining(["000-001", "Garage"]));
    }
    const huge = layoutLabelText("word ".repeat(200), ["000-001", "Garage"], fonts, 45, 54);
    expect(blockHeight(huge)).toBeLessThanOrEqual(54);
    expect(huge.some((line) => line.text.endsWith("…"))).toBe(true);
  });
});

describe("wrapText for Chinese and Japanese", () => {
  // One unit per character: the breaks are what is checked.
  const mono = { widthOfTextAtSize: (text: string, size: number) => [...text].length * size };

  it("breaks between characters, fills each line, and starts no line with a closing mark", () => {
    const { lines } = wrapText("メモ 長いメモは折り返されます。次", mono, 1, 8, 10);
    expect(lines).toEqual(["メモ 長いメモは", "折り返されます。", "次"]);
    expect(wrapText("あいうえおかきくけ。", mono, 1, 9, 10).lines).toEqual(["あいうえおかきく", "け。"]);
  });

  it("keeps Latin words whole beside them", () => {
    expect(wrapText("東京 warehouse shelf", mono, 1, 12, 10).lines).toEqual(["東京 warehouse", "shelf"]);
  });
});
